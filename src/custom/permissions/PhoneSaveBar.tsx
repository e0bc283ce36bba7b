import { Paper, Slide, Typography } from '@mui/material';
import type { ComponentProps } from 'react';
import { SaveActions } from './SaveActions';

/** On phones, Save and Discard wait at the bottom of the screen while there are changes. */
export function PhoneSaveBar(props: ComponentProps<typeof SaveActions>) {
  return (
    <Slide direction="up" in={props.dirty || props.saving} mountOnEnter unmountOnExit>
      <Paper
        elevation={8}
        square
        sx={{
          position: 'fixed',
          left: 0,
          right: 0,
          bottom: 0,
          zIndex: (theme) => theme.zIndex.appBar,
          px: 2,
          py: 1.5,
          display: 'flex',
          alignItems: 'center',
          gap: 2,
        }}
      >
        <Typography variant="body2" color="text.secondary" sx={{ flexGrow: 1 }}>
          Unsaved changes
        </Typography>
        <SaveActions {...props} />
      </Paper>
    </Slide>
  );
}
