/** A user's connection to the FieldDesk hub over WebSockets, as the browser opens it, started. */
import { HttpTransportType, HubConnectionBuilder, LogLevel, type HubConnection } from '@microsoft/signalr';
import { baseUrl } from '../support/api';

export async function fieldDeskHubFor(token: string): Promise<HubConnection> {
  const connection = new HubConnectionBuilder()
    .withUrl(`${baseUrl()}/hubs/FieldDeskHub`, { accessTokenFactory: () => token, transport: HttpTransportType.WebSockets })
    .configureLogging(LogLevel.None)
    .build();
  await connection.start();
  return connection;
}
