import { useMutation } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '../components/ui/card';
import { Input } from '../components/ui/input';
import { Label } from '../components/ui/label';
import { toast } from '../components/ui/use-toast';
import { loginAdmin } from './admin-login';
import { startAdminSession } from './admin-session';

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
  const [password, setPassword] = useState('');
  const passwordId = useId();
  const login = useMutation({
    mutationFn: (value: string) => loginAdmin({ password: value }),
    onSuccess: (result) => {
      if (result.outcome === 'granted') {
        setPassword('');
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

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // The password is required (the field is `required` too).
    if (!password || login.isPending) return;
    login.mutate(password);
  }

  return (
    <div className="mx-auto max-w-md px-4 py-16 sm:py-24">
      <Card>
        <CardHeader>
          <h1 className="text-2xl font-semibold leading-tight text-slate-900">{heading}</h1>
          <CardDescription>{description}</CardDescription>
        </CardHeader>
        <CardContent>
          <form onSubmit={handleSubmit} className="flex flex-col gap-4" aria-label="Admin login">
            <div className="flex flex-col gap-2">
              <Label htmlFor={passwordId}>Password</Label>
              <Input
                id={passwordId}
                type="password"
                name="password"
                autoComplete="current-password"
                required
                value={password}
                onChange={(event) => setPassword(event.target.value)}
              />
            </div>
            <Button type="submit" disabled={login.isPending}>
              {login.isPending ? 'Verifying...' : 'Login'}
            </Button>
          </form>
        </CardContent>
      </Card>
    </div>
  );
}
