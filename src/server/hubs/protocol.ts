/**
 * The SignalR JSON hub protocol, as far as FieldDesk speaks it (DESIGN.md "Real time"):
 * every message ends with the record separator 0x1E and a frame may hold several.
 */
export const RECORD_SEPARATOR = '\u001e';

export const MessageType = {
  Invocation: 1,
  StreamItem: 2,
  Completion: 3,
  StreamInvocation: 4,
  CancelInvocation: 5,
  Ping: 6,
  Close: 7,
} as const;

export interface HubMessage {
  type: number;
  invocationId?: string;
  target?: string;
  arguments?: unknown[];
  error?: string;
  [key: string]: unknown;
}

export const frame = (message: object): string => JSON.stringify(message) + RECORD_SEPARATOR;

/** Splits a frame into its messages; text that is not JSON is skipped and reported. */
export function parseFrame(data: string): { messages: unknown[]; malformed: number } {
  const messages: unknown[] = [];
  let malformed = 0;
  for (const part of data.split(RECORD_SEPARATOR)) {
    if (!part) continue;
    try {
      messages.push(JSON.parse(part));
    } catch {
      malformed += 1;
    }
  }
  return { messages, malformed };
}

export const isHandshakeRequest = (value: unknown): value is { protocol: string; version: number } =>
  typeof value === 'object' && value !== null && typeof (value as { protocol?: unknown }).protocol === 'string';
