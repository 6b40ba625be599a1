import type { ErasureRequest } from '@taxguide/contracts/admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../../components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../components/ui/card';
import { FormField } from '../../components/ui/form-field';
import { toast } from '../../components/ui/use-toast';
import { errorMessage } from '../../lib/api-client';
import { AdminSessionExpiredError, isAdminQuery } from '../../lib/admin-fetch';
import { contractResolver, showServerErrors } from '../../lib/contract-form';
import { erasePerson } from './api/erase-person';

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * Erasure on request (DPDP Act 2023): one e-mail address, a confirmation step, then every
 * download record, subscription and contact message of that address is deleted on the server.
 */
export function EraseCard() {
  const queryClient = useQueryClient();
  const form = useForm<ErasureRequest>({
    resolver: contractResolver(() =>
      import('@taxguide/contracts/admin').then((m) => m.ErasureRequestSchema),
    ),
    defaultValues: { email: '' },
  });
  const [confirming, setConfirming] = useState<string | null>(null);
  const questionId = useId();
  const erase = useMutation({
    mutationFn: (address: string) => erasePerson({ email: address }),
    onSuccess: async (result) => {
      setConfirming(null);
      form.reset({ email: '' });
      toast({
        title: 'Data Erased',
        description: `Deleted ${plural(result.leadsDeleted, 'download record', 'download records')}, ${plural(
          result.subscribersDeleted,
          'subscription',
          'subscriptions',
        )} and ${plural(result.contactMessagesDeleted, 'contact message', 'contact messages')}.`,
      });
      await queryClient.invalidateQueries({ predicate: isAdminQuery });
    },
    onError: (error) => {
      if (error instanceof AdminSessionExpiredError) return;
      // A field error shows under the address once the question is cancelled.
      showServerErrors(error, form);
      toast({
        title: 'Erasure Failed',
        description: errorMessage(error, 'Failed to erase the records'),
        variant: 'destructive',
      });
    },
  });

  // The address is checked by the contract before the confirmation step.
  const ask = form.handleSubmit(({ email }) => setConfirming(email));

  return (
    <Card>
      <CardHeader>
        <CardTitle>Erase a person’s data</CardTitle>
        <CardDescription>
          Deletes every PDF download record, newsletter subscription and contact message of one
          e-mail address (any letter case), as the Digital Personal Data Protection Act 2023
          requires on request. An audit entry records the request without the address.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {confirming === null ? (
          <form
            onSubmit={(event) => void ask(event)}
            className="flex flex-col gap-2 sm:flex-row sm:items-start"
          >
            <FormField
              form={form}
              name="email"
              label="E-mail address to erase"
              className="flex-1"
              compact
              type="email"
              required
              autoComplete="off"
            />
            <Button type="submit" variant="destructive" className="sm:mt-6">
              Erase...
            </Button>
          </form>
        ) : (
          <div role="alertdialog" aria-labelledby={questionId} className="flex flex-col gap-3">
            <p id={questionId} className="text-slate-900">
              Permanently erase all records of <strong className="break-all">{confirming}</strong>?
              This cannot be undone.
            </p>
            <div className="flex gap-2">
              <Button
                variant="destructive"
                disabled={erase.isPending}
                onClick={() => erase.mutate(confirming)}
              >
                {erase.isPending ? 'Erasing...' : 'Yes, erase permanently'}
              </Button>
              <Button
                variant="outline"
                disabled={erase.isPending}
                onClick={() => setConfirming(null)}
              >
                Cancel
              </Button>
            </div>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
