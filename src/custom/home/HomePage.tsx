import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useSession } from '../../ui/session/sessionStore';
import { HOME_PATH } from '../../domain/landing';
import { menuRoutesFor, useAppRoutes } from '../../ui/navigation/appRoutes';
import { useResourceRegistry } from '../../resources/registry/registryStore';
import { AccessSummary } from './AccessSummary';
import { AreaCards } from './AreaCards';
import { HomeHero } from './HomeHero';
import { SettingsCards } from './SettingsCards';

function Section({ title, subtitle, children }: { title: string; subtitle: string; children: ReactNode }) {
  return (
    <Box component="section" sx={{ mb: 4 }}>
      <Typography variant="h6" component="h2">
        {title}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {subtitle}
      </Typography>
      {children}
    </Box>
  );
}

export default function HomePage() {
  const session = useSession();
  const { entries } = useResourceRegistry();
  const appRoutes = useAppRoutes();
  if (!session) return null;
  const menuRoutes = menuRoutesFor(appRoutes, session.subject);
  const areas = menuRoutes.filter((route) => route.path !== HOME_PATH);
  const screens = [...menuRoutes.map((route) => route.requires), ...entries.map((entry) => entry.requires)];
  return (
    <Box sx={{ maxWidth: 1200, width: '100%', mx: 'auto' }}>
      <HomeHero session={session} />
      {areas.length > 0 && (
        <Section title="Your workspace" subtitle="The areas of FieldDesk open to you.">
          <AreaCards routes={areas} />
        </Section>
      )}
      {entries.length > 0 && (
        <Section title="Settings and lists" subtitle="The lists and settings your company keeps, by area.">
          <SettingsCards entries={entries} />
        </Section>
      )}
      <Section title="Your access" subtitle="What your roles let you see and change, module by module.">
        <AccessSummary subject={session.subject} screens={screens} />
      </Section>
    </Box>
  );
}
