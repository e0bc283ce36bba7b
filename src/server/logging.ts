/**
 * The server's structured log (pino). No token, password or secret may reach a line: the
 * request serializer masks secret query parameters (SignalR sends the access token as
 * `?access_token=`), headers are never logged, and redaction covers the places a body or a
 * header could appear.
 */
import type { FastifyServerOptions } from 'fastify';

/** Query parameters whose values are never logged: tokens, connection ids, passwords, keys. */
const SECRET_PARAMETER = /token|password|secret|key|signature|code|^id$/i;

/** The URL with the value of every secret query parameter replaced by [redacted]. */
export function redactUrl(url: string): string {
  const start = url.indexOf('?');
  if (start < 0) return url;
  const query = url
    .slice(start + 1)
    .split('&')
    .map((pair) => {
      const [name] = pair.split('=', 1);
      let decoded = name;
      try {
        decoded = decodeURIComponent(name);
      } catch {
        // a malformed name is checked as written
      }
      return SECRET_PARAMETER.test(decoded) && pair.includes('=') ? `${name}=[redacted]` : pair;
    })
    .join('&');
  return `${url.slice(0, start)}?${query}`;
}

interface LoggedRequest {
  method: string;
  url: string;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number };
}

/** Where log lines go instead of stdout: each line of JSON is one `write` (tests read them). */
export interface LogDestination {
  write(line: string): void;
}

export function loggerOptions(level: string, destination?: LogDestination): FastifyServerOptions['logger'] {
  return {
    level,
    ...(destination && { stream: destination }),
    serializers: {
      req: (request: LoggedRequest) => ({
        method: request.method,
        url: redactUrl(request.url),
        host: request.host,
        remoteAddress: request.ip,
        remotePort: request.socket?.remotePort,
      }),
    },
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'headers.authorization',
        'headers.cookie',
        'body.password',
        'body.currentPassword',
        'body.newPassword',
        '*.password',
        '*.currentPassword',
        '*.newPassword',
        '*.token',
        '*.jwtSecret',
        '*.integrationsKey',
        '*.clientSecret',
      ],
      censor: '[redacted]',
    },
  };
}
