/**
 * Runs the Corrigo emulator on CORRIGO_EMULATOR_PORT (default 4010). Point a subscriber's
 * Corrigo settings (Third Party Settings) at the addresses it prints, with the demo client.
 */
import { emulatorPlaces } from '../../../src/server/integrations/emulators';
import { DEMO_CLIENTS, startCorrigoEmulator } from './index';

const { host, corrigoPort } = emulatorPlaces(process.env);
const emulator = await startCorrigoEmulator({ port: corrigoPort, host });
const [clientId, clientSecret] = Object.entries(DEMO_CLIENTS)[0];
console.log(`Corrigo emulator: API ${emulator.url}, token ${emulator.tokenUrl}`);
console.log(`  client id ${clientId}, client secret ${clientSecret}`);
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => void emulator.close().then(() => process.exit(0)));
