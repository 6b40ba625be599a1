import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../components/ui/card';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { toast } from '../../components/ui/use-toast';
import { errorMessage } from '../../lib/api-client';
import { AdminSessionExpiredError, isAdminQuery } from '../../lib/admin-fetch';
import { erasePerson } from './api/erase-person';

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * Erasure on request (DPDP Act 2023): one e-mail address, a confirmation step, then every
 * download record, subscription and contact message of that address is deleted on the server.
 */
export function EraseCard() {
  const queryClient = useQueryClient();
  const [email, setEmail] = useState('');
  const [confirming, setConfirming] = useState<string | null>(null);
  const emailId = useId();
  const erase = useMutation({
    mutationFn: (address: string) => erasePerson({ email: address }),
    onSuccess: async (result) => {
      setConfirming(null);
      setEmail('');
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
      toast({
        title: 'Erasure Failed',
        description: errorMessage(error, 'Failed to erase the records'),
        variant: 'destructive',
      });
    },
  });

  function ask(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const address = email.trim();
    if (address) setConfirming(address);
  }

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
          <form onSubmit={ask} className="flex flex-col gap-2 sm:flex-row sm:items-end">
            <div className="flex flex-1 flex-col gap-1">
              <Label htmlFor={emailId}>E-mail address to erase</Label>
              <Input
                id={emailId}
                type="email"
                required
                autoComplete="off"
                value={email}
                onChange={(event) => setEmail(event.target.value)}
              />
            </div>
            <Button type="submit" variant="destructive">
              Erase...
            </Button>
          </form>
        ) : (
          <div
            role="alertdialog"
            aria-labelledby={`${emailId}-confirm`}
            className="flex flex-col gap-3"
          >
            <p id={`${emailId}-confirm`} className="text-slate-900">
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
