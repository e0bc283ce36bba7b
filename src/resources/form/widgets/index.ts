import type { RegistryWidgetsType } from '@rjsf/utils';
import { ColorWidget } from './ColorWidget';
import { CurrencyWidget } from './CurrencyWidget';
import { DateTimeWidget, DateWidget } from './DateWidgets';
import { PasswordWidget } from './PasswordWidget';
import { PhoneWidget } from './PhoneWidget';
import { ReferenceWidget } from './ReferenceWidget';
import { SwitchWidget } from './SwitchWidget';

/** FieldDesk's widgets beside the MUI theme's own (text, number, textarea, select). */
export const FORM_WIDGETS: RegistryWidgetsType = {
  phone: PhoneWidget,
  currency: CurrencyWidget,
  switch: SwitchWidget,
  password: PasswordWidget,
  PasswordWidget,
  color: ColorWidget,
  ColorWidget,
  date: DateWidget,
  DateWidget,
  dateTime: DateTimeWidget,
  reference: ReferenceWidget,
};
