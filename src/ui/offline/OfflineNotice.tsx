import CloudOffOutlined from '@mui/icons-material/CloudOffOutlined';
import CloudUploadOutlined from '@mui/icons-material/CloudUploadOutlined';
import PeopleOutlined from '@mui/icons-material/PeopleOutlined';
import { Alert, AlertTitle, Box, Button, Stack, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { OFFLINE_MESSAGES, useOnline } from './connection';
import { dismissOfflineEntry, othersWaiting, queueOwner, useOfflineQueue, type OthersWork } from './offlineQueue';
import { savedAgo } from './savedAgo';
import { useSavedCopyAge } from './savedReads';

/** Re-renders every half minute, so "Saved 3 min ago" keeps counting. */
function useMinuteTick(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 30_000);
    return () => window.clearInterval(timer);
  }, []);
  return now;
}

const things = (count: number) => (count === 1 ? 'One action' : `${count} actions`);

/** What another user kept offline on this device: it waits for them, never sent with this user's sign-in. */
export function OthersWorkNotice({ work }: { work: OthersWork }) {
  const who = work.name ?? 'another user';
  return (
    <Alert severity="warning" icon={<PeopleOutlined />} role="status" data-testid="others-work-notice">
      <AlertTitle>Unsent work of {who} is waiting on this device</AlertTitle>
      <Typography variant="body2">
        {things(work.count)} {who} made offline {work.count === 1 ? 'was' : 'were'} not sent. {work.count === 1 ? 'It waits' : 'They wait'} until {who}{' '}
        signs in on this device again, and {work.count === 1 ? 'is' : 'are'} never sent with your sign-in.
      </Typography>
    </Alert>
  );
}

/**
 * What the phone keeps while it has no signal, where the technician works: that it is offline
 * and how old the copy shown is, the work waiting to be sent ("Offline — will send when
 * connected"), each piece of work the server refused, with its reason, until dismissed, and
 * work another user of this device kept offline, waiting for them (named).
 * Shows nothing when everything is sent and fresh. A page that shows one record gives the age of
 * its copy (`copySavedAt`, null when fresh) and says what works from it (`copyNote`).
 */
export function OfflineNotice({ copySavedAt, copyNote }: { copySavedAt?: number | null; copyNote?: string }) {
  const online = useOnline();
  const anyCopySavedAt = useSavedCopyAge();
  const savedAt = copySavedAt === undefined ? anyCopySavedAt : copySavedAt;
  const now = useMinuteTick();
  const owner = queueOwner();
  const queue = useOfflineQueue();
  const mine = queue.filter((entry) => entry.owner === owner);
  const waiting = mine.filter((entry) => entry.state === 'waiting');
  const refused = mine.filter((entry) => entry.state === 'refused');
  const others = owner ? othersWaiting(queue, owner) : [];
  const showsCopy = savedAt !== null;
  if (online && !showsCopy && !waiting.length && !refused.length && !others.length) return null;

  return (
    <Stack spacing={1} sx={{ mb: 2 }} data-testid="offline-notice">
      {(!online || showsCopy || waiting.length > 0) && (
        <Alert severity={online ? 'info' : 'warning'} icon={online ? <CloudUploadOutlined /> : <CloudOffOutlined />} role="status">
          <AlertTitle sx={{ mb: waiting.length || showsCopy ? 0.5 : 0 }}>
            {waiting.length ? (online ? 'Sending what was kept offline…' : OFFLINE_MESSAGES.kept) : online ? 'The server cannot be reached' : 'You are offline'}
          </AlertTitle>
          {showsCopy && (
            <Typography variant="body2">
              Showing the last copy on this phone. {savedAgo(savedAt, now)}.
            </Typography>
          )}
          {showsCopy && copyNote && (
            <Typography variant="body2" sx={{ mt: 0.5 }}>
              {copyNote}
            </Typography>
          )}
          {waiting.length > 0 && (
            <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
              {waiting.map((entry) => (
                <Typography component="li" variant="body2" key={entry.id}>
                  {entry.label}
                </Typography>
              ))}
            </Box>
          )}
        </Alert>
      )}
      {refused.map((entry) => (
        <Alert
          key={entry.id}
          severity="error"
          role="alert"
          action={
            <Button color="inherit" sx={{ minHeight: 44, minWidth: 44 }} onClick={() => void dismissOfflineEntry(entry.id)}>
              Dismiss
            </Button>
          }
        >
          <AlertTitle>Not sent: {entry.label}</AlertTitle>
          {entry.reason}
        </Alert>
      ))}
      {others.map((work) => (
        <OthersWorkNotice key={work.owner} work={work} />
      ))}
    </Stack>
  );
}
