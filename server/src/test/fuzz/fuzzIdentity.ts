import type { LoginRes } from '@inkstone/shared/api/login';
import { V1 } from '@inkstone/shared/paths';
import type { AiTestApp } from '../aiTestApp.js';
import { userIdOf } from '../aiTestApp.js';
import { adminUser, okData, uniqueIp } from '../factories.js';
import { idFieldsOf } from '../ownership/idFields.js';
import { newOwner, OBJECT_FACTORIES, type ObjectKind, type Owner } from '../ownership/ownedObjects.js';
import { mappingOf } from '../ownership/routeKinds.js';
import { SESSION_PAPERS } from '../writing/writingTestKit.js';
import type { FuzzPool } from './inkstoneHints.js';
import type { Operation } from './operations.js';

/** Who sends the fuzz's requests. */
export interface Identity {
  name: 'anonymous' | 'user' | 'admin';
  token?: string;
  pool: FuzzPool;
  /** Signs in again after a request ended the session (logout, logoutAll, a password change). */
  renew(): Promise<void>;
}

const modelUrls = (t: AiTestApp) => [t.fake.baseUrl];

/** The kinds of object the operation's id members name, and a library entry where it takes bibkeys. */
function kindsFor(op: Operation): ObjectKind[] {
  const kinds = new Set<ObjectKind>();
  for (const field of idFieldsOf(op)) {
    const mapping = mappingOf(field);
    if (mapping && 'kind' in mapping) kinds.add(mapping.kind);
  }
  if (/bibkeys/i.test(JSON.stringify(op.body ?? {}))) kinds.add('libraryEntry');
  return [...kinds];
}

async function signedIn(t: AiTestApp, name: Identity['name'], owner: Owner, kinds: ObjectKind[]): Promise<Identity> {
  const pool: FuzzPool = {
    ids: [],
    bibkeys: SESSION_PAPERS.map((p) => p.bibkey),
    password: owner.password,
    modelBaseUrls: modelUrls(t),
  };
  for (const kind of kinds) {
    const object = await OBJECT_FACTORIES[kind](t, owner);
    pool.ids.push(object.id);
    pool.bibkeys.push(...object.bibkeys);
  }
  const identity: Identity = {
    name,
    token: owner.token,
    pool,
    renew: async () => {
      const res = await t.request({
        method: 'POST',
        url: V1.login.email,
        payload: { email: owner.email, password: owner.password },
        remoteAddress: uniqueIp(),
      });
      // The fuzz may have changed the password (it is offered the current one): a new account then.
      identity.token = res.statusCode === 200 ? okData<LoginRes>(res).token : (await newOwner(t)).token;
    },
  };
  return identity;
}

/** The identities of the fuzz. */
export const fuzzIdentity = {
  anonymous: (t: AiTestApp): Identity => ({
    name: 'anonymous',
    pool: { ids: [], bibkeys: [], modelBaseUrls: modelUrls(t) },
    renew: async () => undefined,
  }),
  /** A fresh user who owns one object of each kind the operation names. */
  user: async (t: AiTestApp, op: Operation) => signedIn(t, 'user', await newOwner(t), kindsFor(op)),
  /** A fresh admin (the role `npm run admin:grant` gives). */
  admin: async (t: AiTestApp) => {
    const registered = await adminUser(t);
    const owner = { ...registered, userId: await userIdOf(t, registered.email) };
    return signedIn(t, 'admin', owner, []);
  },
};
