import { defaultLightTheme, type RaThemeOptions } from 'react-admin';
import { THEME_PRIMARY_COLOUR } from '../domain/constants';

/**
 * Text in the primary colour (links, the selected tab, the active menu entry) takes its dark
 * shade: #337ab7 reads at only about 4.2:1 on the light greys of rows and tabs, below WCAG AA's
 * 4.5:1, where #23527c reads above 7:1.
 */
export const PRIMARY_TEXT = '#23527c';

/**
 * The room the toasts take at the bottom of a phone's screen (set by the Toaster, 0px without
 * toasts). A dialog on a phone keeps clear of it, so a toast never covers its content or buttons.
 */
export const TOASTS_HEIGHT_VARIABLE = '--fielddesk-toasts-height';

/**
 * Phones and tablets: every control a finger taps measures at least 44×44 px (WCAG 2.5.5,
 * Apple's guidelines); a mouse keeps MUI's denser sizes.
 */
export const TOUCH_MEDIA = '@media (pointer: coarse), (max-width: 599.95px)';
export const MIN_TAP_PX = 44;

/** The open menu's width: most labels on one line; a longer one wraps (ShellMenu). */
export const SIDEBAR_WIDTH = 272;

const fontFamily = '"Inter", "Segoe UI", "Helvetica Neue", "Liberation Sans", Roboto, Arial, sans-serif';

export const theme: RaThemeOptions = {
  ...defaultLightTheme,
  palette: {
    primary: { main: THEME_PRIMARY_COLOUR, light: '#5b97cc', dark: PRIMARY_TEXT, contrastText: '#ffffff' },
    secondary: { main: '#1f3b57', light: '#4a6784', dark: '#10253a', contrastText: '#ffffff' },
    // MUI's own warning orange (#ed6c02) reads at 3.1:1 on white, as text or behind white text;
    // this one reads at 4.7:1 both ways (WCAG AA), so warning chips and buttons stay legible.
    warning: { main: '#b35c00', light: '#ed6c02', dark: '#8a4b00', contrastText: '#ffffff' },
    background: { default: '#f3f5f8', paper: '#ffffff' },
    text: { primary: '#1d2733', secondary: '#5b6776' },
    divider: '#e3e7ed',
  },
  shape: { borderRadius: 8 },
  typography: {
    ...defaultLightTheme.typography,
    fontFamily,
    h5: { fontWeight: 600 },
    h6: { fontWeight: 600 },
    button: { textTransform: 'none', fontWeight: 600 },
  },
  sidebar: { width: SIDEBAR_WIDTH, closedWidth: 56 },
  components: {
    ...defaultLightTheme.components,
    MuiAppBar: {
      styleOverrides: { root: { boxShadow: '0 1px 0 rgba(0,0,0,0.08), 0 2px 8px rgba(16,37,58,0.12)' } },
    },
    MuiPaper: {
      styleOverrides: { outlined: { borderColor: '#e3e7ed' } },
    },
    MuiCard: {
      defaultProps: { variant: 'outlined' },
    },
    MuiButton: {
      defaultProps: { disableElevation: true },
      // An outlined button often stands on the page's grey, where #337ab7 reads at 4.2:1.
      styleOverrides: { root: { [TOUCH_MEDIA]: { minHeight: MIN_TAP_PX } }, outlinedPrimary: { color: PRIMARY_TEXT } },
    },
    MuiIconButton: {
      styleOverrides: { root: { [TOUCH_MEDIA]: { minWidth: MIN_TAP_PX, minHeight: MIN_TAP_PX } } },
    },
    MuiInputBase: {
      styleOverrides: { root: { [TOUCH_MEDIA]: { minHeight: MIN_TAP_PX } } },
    },
    MuiCheckbox: {
      styleOverrides: { root: { [TOUCH_MEDIA]: { padding: 10 } } },
    },
    MuiRadio: {
      styleOverrides: { root: { [TOUCH_MEDIA]: { padding: 10 } } },
    },
    MuiMenuItem: {
      styleOverrides: { root: { [TOUCH_MEDIA]: { minHeight: 48 } } },
    },
    MuiToggleButton: {
      // MUI's grey (4.5:1 on white) and primary text fall below 4.5:1 on the page's grey and the selected tint.
      styleOverrides: { root: { color: '#5b6776', '&.Mui-selected': { color: PRIMARY_TEXT }, [TOUCH_MEDIA]: { minHeight: MIN_TAP_PX, minWidth: MIN_TAP_PX } } },
    },
    MuiDialog: {
      styleOverrides: {
        container: {
          '@media (max-width: 599.95px)': { boxSizing: 'border-box', paddingBottom: `var(${TOASTS_HEIGHT_VARIABLE}, 0px)` },
        },
      },
    },
    MuiLink: {
      defaultProps: { color: PRIMARY_TEXT },
    },
    // A field waiting for its choices is disabled for a moment; its hint stays readable (4.5:1).
    MuiFormHelperText: {
      styleOverrides: { root: { '&.Mui-disabled': { color: '#5b6776' } } },
    },
    MuiTab: {
      styleOverrides: { root: { '&.Mui-selected': { color: PRIMARY_TEXT }, [TOUCH_MEDIA]: { minHeight: 48 } } },
    },
    MuiTableCell: {
      styleOverrides: { head: { fontWeight: 600, color: '#5b6776', backgroundColor: '#f8f9fb' } },
    },
    RaMenuItemLink: {
      styleOverrides: {
        root: {
          borderRadius: 6,
          margin: '1px 8px',
          '&.RaMenuItemLink-active': {
            backgroundColor: 'rgba(51,122,183,0.12)',
            color: PRIMARY_TEXT,
            fontWeight: 600,
            '& .MuiSvgIcon-root': { color: PRIMARY_TEXT },
          },
        },
      },
    },
    RaSidebar: {
      styleOverrides: {
        root: {
          '& .RaSidebar-fixed': { backgroundColor: '#ffffff', borderRight: '1px solid #e3e7ed' },
          '& .MuiDrawer-paper': { backgroundColor: '#ffffff' },
        },
      },
    },
  },
};
