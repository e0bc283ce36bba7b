/**
 * `npm run emulators`: the third-party networks' local emulators, each on its own port, for
 * development. Where they listen (EMULATOR_HOST, CORRIGO_EMULATOR_PORT,
 * SERVICE_CHANNEL_EMULATOR_PORT) is read as the demo seed reads it
 * (src/server/integrations/emulators.ts), so the demo tenant is linked to them as they start.
 * Tests start their own on free ports.
 */
import { emulatorPlaces } from '../../src/server/integrations/emulators';
import { DEMO_CLIENTS, startCorrigoEmulator } from './corrigo/index';
import { DEMO_ACCOUNT, startServiceChannelEmulator } from './serviceChannel/index';

const { host, corrigoPort, serviceChannelPort } = emulatorPlaces(process.env);
const closers: Array<() => Promise<void>> = [];

const corrigo = await startCorrigoEmulator({ port: corrigoPort, host });
closers.push(corrigo.close);
const [corrigoClient, corrigoSecret] = Object.entries(DEMO_CLIENTS)[0];
console.log(`Corrigo: API ${corrigo.url}, token ${corrigo.tokenUrl} (client id ${corrigoClient}, client secret ${corrigoSecret})`);

const serviceChannel = await startServiceChannelEmulator({ port: serviceChannelPort, host });
closers.push(serviceChannel.close);
const sc = DEMO_ACCOUNT;
console.log(`Service Channel: API ${serviceChannel.url}, token ${serviceChannel.tokenUrl} (client id ${sc.clientId}, client secret ${sc.clientSecret}, user ${sc.userName}, password ${sc.password})`);
console.log('The demo company (Summit Mechanical Services) is linked to these addresses: sign in as admin or technician.');

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void Promise.all(closers.map((close) => close())).then(() => process.exit(0)));
}
