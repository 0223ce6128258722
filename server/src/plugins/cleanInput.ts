import type { FastifyInstance } from 'fastify';
import { cleanStrings } from '../lib/cleanText.js';

/**
 * Applies the text rule (lib/cleanText.ts) to every string of every request — path parameters,
 * query string and parsed body — before validation, so each field's own limits and formats judge
 * the text that will be stored. Bodies a route reads itself (uploads, a note's raw document and
 * plain text) are cleaned where they are read.
 */
export function registerCleanInput(app: FastifyInstance): void {
  // eslint-disable-next-line @typescript-eslint/require-await -- an async hook needs no done(); a throw becomes the request's error
  app.addHook('preValidation', async (req) => {
    req.params = cleanStrings(req.params);
    req.query = cleanStrings(req.query);
    req.body = cleanStrings(req.body);
  });
}
