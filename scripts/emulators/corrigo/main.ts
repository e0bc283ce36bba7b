/**
 * Runs the Corrigo emulator on CORRIGO_EMULATOR_PORT (default 4010). Point a subscriber's
 * Corrigo settings (Third Party Settings) at the addresses it prints, with the demo client.
 */
import { DEMO_CLIENTS, startCorrigoEmulator } from './index';

const port = Number(process.env.CORRIGO_EMULATOR_PORT ?? 4010);
const emulator = await startCorrigoEmulator({ port, host: process.env.EMULATOR_HOST ?? '127.0.0.1' });
const [clientId, clientSecret] = Object.entries(DEMO_CLIENTS)[0];
console.log(`Corrigo emulator: API ${emulator.url}, token ${emulator.tokenUrl}`);
console.log(`  client id ${clientId}, client secret ${clientSecret}`);
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => void emulator.close().then(() => process.exit(0)));
