import { createTheme } from '@mui/material/styles';
import { theme } from '../ui/theme';

/** FieldDesk's theme for what shows outside react-admin: the sign-in page, toasts and app-wide dialogs. */
export const muiTheme = createTheme(theme);
