import type { AdminLoginRequest } from '@taxguide/contracts/admin';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { Button } from '../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '../components/ui/card';
import { FormField } from '../components/ui/form-field';
import { toast } from '../components/ui/use-toast';
import { loginAdmin } from './admin-login';
import { startAdminSession } from './admin-session';
import { contractResolver } from './contract-form';

export interface AdminLoginProps {
  /** The gate's heading (an h1: the gate is the page until the login succeeds). */
  heading?: string;
  /** The line under the heading: what the login opens. */
  description?: string;
  /** The "Access Granted" toast's description. */
  welcome?: string;
}

/**
 * The password gate: required password; Access Granted / Access Denied / Error.
 * Shared by /admin and /ai-dashboard (the agent dashboard asks for the same login);
 * both open the one admin session of ./admin-session.
 */
export function AdminLogin({
  heading = 'Admin Access',
  description = 'Enter the admin password to open the dashboard.',
  welcome = 'Welcome to the admin dashboard',
}: AdminLoginProps = {}) {
  const form = useForm<AdminLoginRequest>({
    resolver: contractResolver(() =>
      import('@taxguide/contracts/admin').then((m) => m.AdminLoginRequestSchema),
    ),
    defaultValues: { password: '' },
  });
  const login = useMutation({
    mutationFn: loginAdmin,
    onSuccess: (result) => {
      if (result.outcome === 'granted') {
        form.reset({ password: '' });
        startAdminSession(result.token);
        toast({ title: 'Access Granted', description: welcome });
      } else if (result.outcome === 'denied') {
        toast({
          title: 'Access Denied',
          description: 'Invalid password. Please try again.',
          variant: 'destructive',
        });
      } else {
        toast({ title: 'Access Denied', description: result.message, variant: 'destructive' });
      }
    },
    onError: () => {
      toast({
        title: 'Error',
        description: 'Failed to authenticate. Please try again.',
        variant: 'destructive',
      });
    },
  });

  // The password is required (the field is `required` too); the contract says so under it.
  const handleSubmit = form.handleSubmit((request) => {
    if (!login.isPending) login.mutate(request);
  });

  return (
    <div className="mx-auto max-w-md px-4 py-16 sm:py-24">
      <Card>
        <CardHeader>
          <h1 className="text-2xl font-semibold leading-tight text-slate-900">{heading}</h1>
          <CardDescription>{description}</CardDescription>
        </CardHeader>
        <CardContent>
          <form
            onSubmit={(event) => void handleSubmit(event)}
            className="flex flex-col gap-4"
            aria-label="Admin login"
          >
            <FormField
              form={form}
              name="password"
              label="Password"
              type="password"
              autoComplete="current-password"
              required
            />
            <Button type="submit" disabled={login.isPending}>
              {login.isPending ? 'Verifying...' : 'Login'}
            </Button>
          </form>
        </CardContent>
      </Card>
    </div>
  );
}
