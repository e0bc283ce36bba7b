/**
 * Runs the Service Channel emulator on SERVICE_CHANNEL_EMULATOR_PORT (default 4020). Point a
 * subscriber's Service Channel settings at the addresses it prints, with the demo account.
 */
import { emulatorPlaces } from '../../../src/server/integrations/emulators';
import { DEMO_ACCOUNT, startServiceChannelEmulator } from './index';

const { host, serviceChannelPort } = emulatorPlaces(process.env);
const emulator = await startServiceChannelEmulator({ port: serviceChannelPort, host });
console.log(`Service Channel emulator: API ${emulator.url}, token ${emulator.tokenUrl}`);
console.log(`  account: client id ${DEMO_ACCOUNT.clientId}, client secret ${DEMO_ACCOUNT.clientSecret}, user ${DEMO_ACCOUNT.userName}, password ${DEMO_ACCOUNT.password}`);
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => void emulator.close().then(() => process.exit(0)));
