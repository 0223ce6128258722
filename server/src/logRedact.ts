/** Request parts that carry secrets and must never reach a log line. */
export const LOG_REDACT = ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'];
