import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { sandboxTestCards, type CardSummaryDto } from '@kurumatabi/contract';
import { ApiError } from '@kurumatabi/contract/client';
import { FlaskConical } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/input';
import { useCreatePaymentMethod } from '../api/create-payment-method';
import {
  cardFormSchema,
  emptyCardForm,
  formatCardNumber,
  formatExpiry,
  formFieldOf,
  type CardFormOutput,
  type CardFormValues,
} from '../card-form-schema';
import { paymentMessages as m } from '../messages';

export interface CreatedPaymentMethod {
  paymentMethodId: string;
  card: CardSummaryDto;
}

interface SandboxCardFormProps {
  /** The payment method the card became, for the parent to authorise with. */
  onCreated: (created: CreatedPaymentMethod) => void;
  /** The person chose another card: the parent forgets the one it was given. */
  onCleared?: () => void;
  disabled?: boolean;
}

/**
 * The sandbox's card form (PAYMENT_PROVIDER=sandbox only), in place of Stripe's Payment Element: the
 * card goes to create-payment-method, which answers a payment method id and the card's summary.
 * A group, not a <form>, so that it can sit inside the reservation form. The number and CVC stay in
 * this component's state only, and are cleared once the card is accepted.
 */
export function SandboxCardForm({ onCreated, onCleared, disabled = false }: SandboxCardFormProps) {
  const mutation = useCreatePaymentMethod();
  const [created, setCreated] = useState<CreatedPaymentMethod | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<CardFormValues, unknown, CardFormOutput>({ resolver: zodResolver(cardFormSchema), defaultValues: emptyCardForm });
  const errors = form.formState.errors;

  const submit = form.handleSubmit(async (card) => {
    setFailure(null);
    try {
      const answer = await mutation.mutateAsync(card);
      form.reset(emptyCardForm);
      setCreated(answer);
      onCreated(answer);
    } catch (error) {
      const placed = error instanceof ApiError && error.code === 'VALIDATION_FAILED' ? placeFieldErrors(error) : false;
      if (!placed)
        setFailure(error instanceof ApiError && error.code !== 'NETWORK_ERROR' && error.status < 500 ? error.message : m.card.failed);
    }
  });

  function placeFieldErrors(error: ApiError): boolean {
    let placed = false;
    for (const detail of error.details ?? []) {
      const field = formFieldOf(detail.path);
      if (field) {
        form.setError(field, { message: detail.message });
        placed = true;
      }
    }
    return placed;
  }

  const numberField = form.register('number');
  const expiryField = form.register('expiry');

  return (
    <fieldset className="space-y-5" disabled={disabled}>
      <legend className="mb-3 text-base font-bold text-ink">{m.card.legend}</legend>
      <Alert tone="info">
        <p className="flex items-center gap-1.5 font-bold">
          <FlaskConical className="size-4" aria-hidden />
          {m.card.notice}
        </p>
        <p className="mt-1">{m.card.noticeLead}</p>
        <ul className="mt-1 space-y-0.5" aria-label="テスト用カード番号">
          {sandboxTestCards.map((card) => (
            <li key={card.number}>
              <span className="font-mono tabular-nums">{card.number}</span>: {card.label}
            </li>
          ))}
        </ul>
      </Alert>
      {created ? (
        <div className="flex flex-wrap items-center justify-between gap-3 rounded-[10px] border border-gold/50 bg-raised px-4 py-3">
          <p role="status" className="text-sm text-ink">
            {m.card.using(
              m.brands[created.card.brand] ?? m.brands.unknown!,
              created.card.last4,
              created.card.expMonth,
              created.card.expYear,
            )}
          </p>
          <Button
            variant="secondary"
            size="sm"
            onClick={() => {
              setCreated(null);
              onCleared?.();
            }}
          >
            {m.card.change}
          </Button>
        </div>
      ) : (
        <>
          <TextField
            label={m.card.number}
            placeholder={m.card.numberPlaceholder}
            inputMode="numeric"
            autoComplete="cc-number"
            maxLength={23}
            error={errors.number?.message}
            {...numberField}
            onChange={(event) => {
              event.target.value = formatCardNumber(event.target.value);
              return numberField.onChange(event);
            }}
          />
          <div className="grid grid-cols-2 gap-4">
            <TextField
              label={m.card.expiry}
              placeholder={m.card.expiryPlaceholder}
              hint={m.card.expiryHint}
              inputMode="numeric"
              autoComplete="cc-exp"
              maxLength={5}
              error={errors.expiry?.message}
              {...expiryField}
              onChange={(event) => {
                event.target.value = formatExpiry(event.target.value);
                return expiryField.onChange(event);
              }}
            />
            <TextField
              label={m.card.cvc}
              placeholder={m.card.cvcPlaceholder}
              hint={m.card.cvcHint}
              inputMode="numeric"
              autoComplete="cc-csc"
              maxLength={4}
              error={errors.cvc?.message}
              {...form.register('cvc')}
            />
          </div>
          {failure && <Alert tone="error">{failure}</Alert>}
          <Button variant="primary" onClick={() => void submit()} loading={mutation.isPending}>
            {mutation.isPending ? m.card.submitting : m.card.submit}
          </Button>
        </>
      )}
    </fieldset>
  );
}
