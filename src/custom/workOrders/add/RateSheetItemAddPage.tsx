import { Alert, Box, Button, LinearProgress } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { useEffect, useState } from 'react';
import { showError } from '../../../ui/notifications/showError';
import { ITEM_RATE_TYPE, type RateSheetItem } from '../../../domain/timeTracking/clock';
import { CurrencyField, refusedMessage, type CurrencyValue } from '../../../ui/form/CurrencyField';
import { rateSheetItemsApi } from '../childrenApi';
import type { FieldErrors } from '../../../ui/form/fieldErrors';
import { LookupSelect } from '../form/LookupSelect';
import { parseQuantity, QUANTITY_MESSAGE } from '../form/quantity';
import { lineTotal, money } from '../items/money';
import { useWorkOrderLookups } from '../useWorkOrderLookups';
import { getRateSheetLines } from '../workOrdersApi';
import { AddItemForm, AddItemPage, Wide, type AddItemContext } from './AddItemPage';
import { DescriptionField, QuantityField } from './ItemFields';
import { useAddItemSave } from './useAddItemSave';

const FORM_ID = 'rate-sheet-item-add-form';

type Line = RateSheetItem & { kind: 'Labor' | 'Truck' };

/** The rate an item rate type bills: overtime at the overtime rate, anything else at the hourly rate. */
const rateOf = (line: Line | undefined, itemRateTypeId: number | null) =>
  line ? (itemRateTypeId === ITEM_RATE_TYPE.OVERTIME ? line.otHourlyRate : line.hourlyRate) : null;

function RateSheetItemForm({ context }: { context: AddItemContext }) {
  const { order } = context;
  const lookups = useWorkOrderLookups();
  const [lines, setLines] = useState<Line[] | null>(null);
  const [rateSheetItemId, setRateSheetItemId] = useState<number | null>(null);
  const [itemRateTypeId, setItemRateTypeId] = useState<number | null>(ITEM_RATE_TYPE.REGULAR);
  const [quantity, setQuantity] = useState('1');
  const [rate, setRate] = useState<CurrencyValue>(null);
  const [description, setDescription] = useState('');
  const { errors, setErrors, edited, saving, submit } = useAddItemSave(context, 'Rate sheet item added.');
  const amount = parseQuantity(quantity);

  useEffect(() => {
    getRateSheetLines(order.billingCustomerId).then(setLines, (error: unknown) => {
      showError(error);
      setLines([]);
    });
  }, [order.billingCustomerId]);

  if (!lines) return <LinearProgress aria-label="Loading the rate sheet" />;
  if (lines.length === 0) {
    return (
      <Box sx={{ p: { xs: 2, sm: 3 } }}>
        <Alert
          severity="info"
          action={
            <Button color="inherit" size="small" component={RouterLink} to={context.backPath}>
              Back
            </Button>
          }
        >
          {order.billingCustomerName} has no active rate sheet items. Set up the customer&apos;s rate sheet first.
        </Alert>
      </Box>
    );
  }

  const line = (id: number | null) => lines.find((l) => l.customerRateSheetId === id);
  const options = lines.map((l) => ({ id: l.customerRateSheetId, name: `${l.rateSheetName} (${l.kind}, ${money(l.hourlyRate)}/h)` }));

  const save = async () => {
    const found: FieldErrors = {};
    if (rateSheetItemId === null) found.rateSheetItemId = 'Rate Sheet Item is required.';
    if (itemRateTypeId === null) found.itemRateTypeId = 'Rate Type is required.';
    if (amount === null) found.quantity = QUANTITY_MESSAGE;
    const refused = refusedMessage(rate);
    if (refused) found.rate = refused;
    await submit(found, () =>
      rateSheetItemsApi.create(order.id, {
        rateSheetItemId: rateSheetItemId!,
        itemRateTypeId: itemRateTypeId!,
        quantity: amount!,
        ...(typeof rate === 'number' ? { rate } : {}),
        description: description.trim() || null,
      }),
    );
  };

  return (
    <AddItemForm id={FORM_ID} saving={saving} onSubmit={() => void save()} onCancel={context.back}>
      <Wide>
        <LookupSelect
          label="Rate Sheet Item"
          required
          options={options}
          value={rateSheetItemId}
          onChange={(id) => {
            setRateSheetItemId(id);
            setRate(rateOf(line(id), itemRateTypeId));
            setErrors({});
          }}
          error={errors.rateSheetItemId}
          helperText={`From the rate sheet of ${order.billingCustomerName}.`}
        />
      </Wide>
      <LookupSelect
        label="Rate Type"
        required
        options={lookups?.itemRateTypes}
        value={itemRateTypeId}
        onChange={(id) => {
          setItemRateTypeId(id);
          setRate(rateOf(line(rateSheetItemId), id));
          setErrors({});
        }}
        error={errors.itemRateTypeId}
      />
      <QuantityField label="Quantity (hours)" value={quantity} onChange={edited(setQuantity)} error={errors.quantity} />
      <CurrencyField
        label="Rate"
        value={rate}
        onChange={edited(setRate)}
        error={Boolean(errors.rate)}
        helperText={errors.rate ?? (amount !== null && typeof rate === 'number' ? `Total ${lineTotal(amount, rate)}` : 'The rate sheet rate unless changed.')}
      />
      <DescriptionField value={description} onChange={edited(setDescription)} error={errors.description} />
    </AddItemForm>
  );
}

/** /workOrder/{key}/edit/rateSheetStandardItems/add: a line billed from the billing customer's rate sheet. */
export default function RateSheetItemAddPage() {
  return (
    <AddItemPage title="Add Rate Sheet Item" subtitle="Labor or a truck billed at the customer's rate sheet rates." tab="rateSheetItems">
      {(context) => <RateSheetItemForm context={context} />}
    </AddItemPage>
  );
}
