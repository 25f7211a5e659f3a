import { Anchor, Button, Group, TextInput } from '@mantine/core';
import { MESSAGES, discountAppliedMessage } from '@rally/domain';
import { useState } from 'react';
import type { SubmitEvent } from 'react';
import { trpc } from '../../trpc.ts';
import { notify } from '../notify.ts';
import { NeedsConnection } from '../../offline/needs-connection.tsx';
import { useFinishFreeAccess } from './use-account-refresh.ts';

/** 'Have a discount code?': a code that grants free access takes the user to the dashboard. */
export function DiscountCodeForm() {
  const [open, setOpen] = useState(false);
  const [code, setCode] = useState('');
  const finishFreeAccess = useFinishFreeAccess();
  const apply = trpc.subscription.create.useMutation({
    onSuccess(result) {
      if (!result.isFreeAccess) {
        notify(MESSAGES.invalidDiscountCode, 'error');
        return;
      }
      notify(discountAppliedMessage(result.message ?? ''), 'success');
      void finishFreeAccess();
    },
    onError(error) {
      // Too many codes tried: the server says how long to wait. Any other failure: the spec's words.
      const throttled = error.data?.code === 'TOO_MANY_REQUESTS';
      notify(
        throttled
          ? { title: MESSAGES.discountFailed.title, message: error.message }
          : MESSAGES.discountFailed,
        'error',
      );
    },
  });
  // Pending until the redirect too: the code has done its work by then.
  const busy = apply.isPending || apply.data?.isFreeAccess === true;

  if (!open) {
    return (
      <Anchor component="button" type="button" fz="sm" onClick={() => setOpen(true)}>
        Have a discount code?
      </Anchor>
    );
  }

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (code.trim() === '' || busy) return;
    apply.mutate({ discountCode: code.trim() });
  };

  return (
    <form onSubmit={submit} aria-label="Discount code">
      <Group gap="sm" align="flex-end" wrap="nowrap">
        <TextInput
          label="Discount code"
          placeholder="Enter your code"
          value={code}
          onChange={(event) => setCode(event.currentTarget.value)}
          autoComplete="off"
          data-autofocus
          style={{ flex: 1 }}
        />
        <NeedsConnection>
          {(connection) => (
            <Button
              type="submit"
              variant="light"
              loading={busy}
              {...connection}
              disabled={connection.disabled || code.trim() === '' || busy}
            >
              Apply
            </Button>
          )}
        </NeedsConnection>
      </Group>
    </form>
  );
}
