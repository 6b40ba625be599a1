import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Head } from '../../app/head';
import { AdminLogin } from '../../lib/admin-login-form';
import { useAdminSession } from '../../lib/admin-session';
import { AgentDashboard } from './agent-dashboard';
import { isAgentQuery } from './api/keys';

/**
 * /ai-dashboard: the AI agent dashboard, behind the admin login because its calls read admin
 * data and spend model calls: the same session as /admin, so one login opens both. The server
 * renders the login; a session kept in this tab opens the dashboard after hydration.
 */
export default function AiDashboardPage() {
  const session = useAdminSession();
  const queryClient = useQueryClient();
  useEffect(() => {
    // Logged out or the token refused: nothing of the agent stays cached for the next login.
    if (!session.authenticated) queryClient.removeQueries({ predicate: isAgentQuery });
  }, [session.authenticated, queryClient]);
  return (
    <>
      <Head
        title="AI Agent Dashboard"
        description="Administration area for the AI content agent."
        path="/ai-dashboard"
        keywords={[]}
        noindex
      />
      {session.authenticated ? (
        <AgentDashboard />
      ) : (
        <AdminLogin
          heading="AI Agent Dashboard"
          description="Enter the admin password to open the AI agent dashboard."
          welcome="Welcome to the AI agent dashboard"
        />
      )}
    </>
  );
}
