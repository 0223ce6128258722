import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminPackage } from '@inkstone/shared/api/adminEconomy';
import type { PointListAllRes } from '@inkstone/shared/api/payment';
import { V1 } from '@inkstone/shared/paths';
import { adminUser, okData, type RegisteredUser } from '../../../test/factories.js';
import { createTestApp, type TestApp } from '../../../test/testApp.js';

// Creating, editing, reordering and retiring packages is tested in economy.routes.test.ts.
let t: TestApp;
let admin: RegisteredUser;
beforeAll(async () => {
  t = await createTestApp();
  admin = await adminUser(t);
});
afterAll(async () => t.close());

const onSale = async () => okData<PointListAllRes>(await t.request({ method: 'GET', url: V1.payment.getPointListAll }));

describe('package names in Chinese', () => {
  it('are seeded for the three packages of migration 0016', async () => {
    const { items } = await onSale();
    expect(items.map((p) => [p.name, p.nameZh, p.badge, p.badgeZh])).toEqual([
      ['Starter', '入门版', null, null],
      ['Standard', '标准版', 'Popular', '热门'],
      ['Professional', '专业版', 'Best value', '超值'],
    ]);
  });

  it('are optional, set and cleared by an admin, and capped like the English ones', async () => {
    const body = { name: 'Thesis', words: 500_000, priceFen: 4990 };
    const plain = okData<AdminPackage>(
      await t.request({ method: 'POST', url: V1.admin.packages, token: admin.token, payload: body }),
    );
    expect(plain).toMatchObject({ nameZh: null, badgeZh: null });
    const put = (payload: object) =>
      t.request({ method: 'PUT', url: V1.admin.package.replace(':id', plain.id), token: admin.token, payload });
    expect(okData<AdminPackage>(await put({ ...body, nameZh: ' 论文版 ', badgeZh: '新品' }))).toMatchObject({
      nameZh: '论文版',
      badgeZh: '新品',
    });
    expect((await onSale()).items.find((p) => p.id === plain.id)).toMatchObject({ nameZh: '论文版', badgeZh: '新品' });
    expect(okData<AdminPackage>(await put(body))).toMatchObject({ nameZh: null, badgeZh: null });
    const tooLong = await put({ ...body, nameZh: '长'.repeat(61) });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().errorMsg).toMatch(/^nameZh: /);
  });
});
