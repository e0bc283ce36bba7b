import type { WidgetProps } from '@rjsf/utils';
import { CURRENCY_MESSAGES, formatMoney, toCents } from '../../../domain/money';
import { CurrencyField, isRefusedAmount, type CurrencyValue } from '../../../ui/form/CurrencyField';
import { widgetFieldProps } from './widgetFieldProps';

/**
 * The form data's value as the field shows it. A refused entry is kept in the form data so
 * the schema's checks refuse the save: a negative amount as the number (below `minimum` 0),
 * anything else as the text typed (not a number).
 */
function fieldValue(value: unknown): CurrencyValue {
  if (typeof value === 'number') return value < 0 ? { typed: `-${formatMoney(toCents(-value), { symbol: false })}`, message: CURRENCY_MESSAGES.negative } : value;
  if (typeof value === 'string' && value !== '') return { typed: value, message: CURRENCY_MESSAGES.notAnAmount };
  return null;
}

function formValue(value: CurrencyValue): unknown {
  if (!isRefusedAmount(value)) return value ?? undefined;
  const negative = /^-([\d,]*\.?\d*)$/.exec(value.typed.replace(/[$\s]/g, ''));
  const amount = negative ? Number(negative[1].replace(/,/g, '')) : NaN;
  return value.message === CURRENCY_MESSAGES.negative && Number.isFinite(amount) ? -amount : value.typed;
}

/** The money field of generated forms. */
export function CurrencyWidget(props: WidgetProps) {
  const { value, onChange } = props;
  return <CurrencyField {...widgetFieldProps(props)} value={fieldValue(value)} onChange={(amount) => onChange(formValue(amount))} />;
}
