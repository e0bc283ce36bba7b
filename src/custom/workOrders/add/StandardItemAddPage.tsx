import { useState } from 'react';
import { refusedMessage, type CurrencyValue } from '../../../ui/form/CurrencyField';
import { standardItemsApi } from '../childrenApi';
import type { FieldErrors } from '../../../ui/form/fieldErrors';
import { LookupSelect } from '../form/LookupSelect';
import { parseQuantity, QUANTITY_MESSAGE } from '../form/quantity';
import { money } from '../items/money';
import { useWorkOrderLookups } from '../useWorkOrderLookups';
import { AddItemForm, AddItemPage, Wide, type AddItemContext } from './AddItemPage';
import { DescriptionField, PriceField, QuantityField } from './ItemFields';
import { useAddItemSave } from './useAddItemSave';

const FORM_ID = 'standard-item-add-form';

function StandardItemForm({ context }: { context: AddItemContext }) {
  const lookups = useWorkOrderLookups();
  const [standardItemId, setStandardItemId] = useState<number | null>(null);
  const [quantity, setQuantity] = useState('1');
  const [unitPrice, setUnitPrice] = useState<CurrencyValue>(null);
  const [description, setDescription] = useState('');
  const { errors, setErrors, edited, saving, submit } = useAddItemSave(context, 'Standard item added.');
  const options = lookups?.standardItems.map((s) => ({ id: s.id, name: `${s.name} (${money(s.unitPrice)})` }));
  const amount = parseQuantity(quantity);

  const choose = (id: number | null) => {
    setStandardItemId(id);
    setUnitPrice(lookups?.standardItems.find((s) => s.id === id)?.unitPrice ?? null);
    setErrors({});
  };

  const save = async () => {
    const found: FieldErrors = {};
    if (standardItemId === null) found.standardItemId = 'Standard Item is required.';
    if (amount === null) found.quantity = QUANTITY_MESSAGE;
    const price = refusedMessage(unitPrice);
    if (price) found.unitPrice = price;
    await submit(found, () =>
      standardItemsApi.create(context.order.id, {
        standardItemId: standardItemId!,
        quantity: amount!,
        ...(typeof unitPrice === 'number' ? { unitPrice } : {}),
        description: description.trim() || null,
      }),
    );
  };

  return (
    <AddItemForm id={FORM_ID} saving={saving} onSubmit={() => void save()} onCancel={context.back}>
      <Wide>
        <LookupSelect label="Standard Item" required options={options} value={standardItemId} onChange={choose} error={errors.standardItemId} />
      </Wide>
      <QuantityField value={quantity} onChange={edited(setQuantity)} error={errors.quantity} />
      <PriceField label="Unit Price" value={unitPrice} onChange={edited(setUnitPrice)} error={errors.unitPrice} quantity={amount} hint="The item's own price unless changed." />
      <DescriptionField value={description} onChange={edited(setDescription)} error={errors.description} />
    </AddItemForm>
  );
}

/** /workOrder/{key}/edit/standardItems/add: an item of the standard item list, billed on the order. */
export default function StandardItemAddPage() {
  return <AddItemPage title="Add Standard Item" subtitle="An item of your standard item list." tab="standardItems" form={StandardItemForm} />;
}
