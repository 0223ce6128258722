import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * Helmet's headers with a strict Content-Security-Policy. HSTS and the CSP's
 * `upgrade-insecure-requests` are sent only on a request that arrived over HTTPS (directly, or
 * through a proxy trusted with TRUST_PROXY that says so): over plain HTTP on any address but
 * localhost they make the browser fetch every asset over https, which such a server does not serve,
 * and the page stays blank.
 */
export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // MUI (emotion) injects style tags; KaTeX fonts are data URLs.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        // The knowledge base previews a PDF in a frame from an object URL (it is fetched with the token).
        frameSrc: ["'self'", 'blob:'],
        scriptSrc: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    strictTransportSecurity: false,
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onSend', async (req, reply) => {
    if (req.protocol !== 'https') return;
    reply.header('strict-transport-security', HSTS);
    const csp = reply.getHeader('content-security-policy');
    if (typeof csp === 'string') reply.header('content-security-policy', `${csp};upgrade-insecure-requests`);
  });
}
