import { MetaGate } from '../meta/MetaGate';
import { useResourceScreen } from '../registry/screenContext';
import { EditRecord } from './EditRecord';

/** Settings kept once per subscriber (x-resource.singleton): the one record, id 1, edited at the resource's path. */
export const SINGLETON_ID = 1;

export default function SingletonPage() {
  const entry = useResourceScreen();
  return <MetaGate resource={entry.name}>{(meta) => <EditRecord meta={meta} id={SINGLETON_ID} basePath={entry.path} singleton />}</MetaGate>;
}
