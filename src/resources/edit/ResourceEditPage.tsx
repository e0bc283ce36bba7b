import ArrowBack from '@mui/icons-material/ArrowBack';
import { Button } from '@mui/material';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { NotFoundPage } from '../../ui/layout/NotFoundPage';
import { MetaGate } from '../meta/MetaGate';
import { useResourceScreen } from '../registry/screenContext';
import { EditRecord } from './EditRecord';

/** The generated edit screen of a resource's record (its path/:id). */
export default function ResourceEditPage() {
  const entry = useResourceScreen();
  const id = Number(useParams().id);
  if (!Number.isSafeInteger(id) || id < 1) return <NotFoundPage />;
  return (
    <MetaGate resource={entry.name}>
      {(meta) => (
        <EditRecord
          meta={meta}
          id={id}
          basePath={entry.path}
          singleton={false}
          headerActions={
            <Button component={RouterLink} to={entry.path} color="inherit" startIcon={<ArrowBack />}>
              {meta.label}
            </Button>
          }
        />
      )}
    </MetaGate>
  );
}
