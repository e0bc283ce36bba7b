import { Alert, Box, Button, LinearProgress } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { useState } from 'react';
import { ITEM_RATE_TYPE } from '../../../domain/timeTracking/clock';
import { refusedMessage, type CurrencyValue } from '../../../ui/form/CurrencyField';
import { rateSheetItemsApi } from '../childrenApi';
import type { FieldErrors } from '../../../ui/form/fieldErrors';
import { LookupSelect } from '../form/LookupSelect';
import { parseQuantity, QUANTITY_MESSAGE } from '../form/quantity';
import { money } from '../items/money';
import { useWorkOrderLookups } from '../useWorkOrderLookups';
import { AddItemForm, AddItemPage, Wide, type AddItemContext } from './AddItemPage';
import { DescriptionField, PriceField, QuantityField } from './ItemFields';
import { useAddItemSave } from './useAddItemSave';
import { useRateSheetLines, type RateSheetLine } from './useRateSheetLines';

const FORM_ID = 'rate-sheet-item-add-form';

/** The rate an item rate type bills: overtime at the overtime rate, anything else at the hourly rate. */
const rateOf = (line: RateSheetLine | undefined, itemRateTypeId: number | null) =>
  line ? (itemRateTypeId === ITEM_RATE_TYPE.OVERTIME ? line.otHourlyRate : line.hourlyRate) : null;

function RateSheetItemForm({ context }: { context: AddItemContext }) {
  const { order } = context;
  const lookups = useWorkOrderLookups();
  const lines = useRateSheetLines(order.billingCustomerId);
  const [rateSheetItemId, setRateSheetItemId] = useState<number | null>(null);
  const [itemRateTypeId, setItemRateTypeId] = useState<number | null>(ITEM_RATE_TYPE.REGULAR);
  const [quantity, setQuantity] = useState('1');
  const [rate, setRate] = useState<CurrencyValue>(null);
  const [description, setDescription] = useState('');
  const { errors, setErrors, edited, saving, submit } = useAddItemSave(context, 'Rate sheet item added.');
  const amount = parseQuantity(quantity);

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
  /** A line or a rate type chosen: the rate becomes the one the line bills at that type. */
  const choose = (itemId: number | null, rateTypeId: number | null) => {
    setRateSheetItemId(itemId);
    setItemRateTypeId(rateTypeId);
    setRate(rateOf(line(itemId), rateTypeId));
    setErrors({});
  };
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
          onChange={(id) => choose(id, itemRateTypeId)}
          error={errors.rateSheetItemId}
          helperText={`From the rate sheet of ${order.billingCustomerName}.`}
        />
      </Wide>
      <LookupSelect
        label="Rate Type"
        required
        options={lookups?.itemRateTypes}
        value={itemRateTypeId}
        onChange={(id) => choose(rateSheetItemId, id)}
        error={errors.itemRateTypeId}
      />
      <QuantityField label="Quantity (hours)" value={quantity} onChange={edited(setQuantity)} error={errors.quantity} />
      <PriceField label="Rate" value={rate} onChange={edited(setRate)} error={errors.rate} quantity={amount} hint="The rate sheet rate unless changed." />
      <DescriptionField value={description} onChange={edited(setDescription)} error={errors.description} />
    </AddItemForm>
  );
}

/** /workOrder/{key}/edit/rateSheetStandardItems/add: a line billed from the billing customer's rate sheet. */
export default function RateSheetItemAddPage() {
  return <AddItemPage title="Add Rate Sheet Item" subtitle="Labor or a truck billed at the customer's rate sheet rates." tab="rateSheetItems" form={RateSheetItemForm} />;
}
