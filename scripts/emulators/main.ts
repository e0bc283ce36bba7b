/**
 * `npm run emulators`: the third-party networks' local emulators, each on its own port, for
 * development. Tests start their own on free ports.
 */
import { DEMO_CLIENTS, startCorrigoEmulator } from './corrigo/index';
import { DEMO_ACCOUNT, startServiceChannelEmulator } from './serviceChannel/index';

const host = process.env.EMULATOR_HOST ?? '127.0.0.1';
const closers: Array<() => Promise<void>> = [];

const corrigo = await startCorrigoEmulator({ port: Number(process.env.CORRIGO_EMULATOR_PORT ?? 4010), host });
closers.push(corrigo.close);
const [corrigoClient, corrigoSecret] = Object.entries(DEMO_CLIENTS)[0];
console.log(`Corrigo: API ${corrigo.url}, token ${corrigo.tokenUrl} (client id ${corrigoClient}, client secret ${corrigoSecret})`);

const serviceChannel = await startServiceChannelEmulator({ port: Number(process.env.SERVICE_CHANNEL_EMULATOR_PORT ?? 4020), host });
closers.push(serviceChannel.close);
const sc = DEMO_ACCOUNT;
console.log(`Service Channel: API ${serviceChannel.url}, token ${serviceChannel.tokenUrl} (client id ${sc.clientId}, client secret ${sc.clientSecret}, user ${sc.userName}, password ${sc.password})`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void Promise.all(closers.map((close) => close())).then(() => process.exit(0)));
}
