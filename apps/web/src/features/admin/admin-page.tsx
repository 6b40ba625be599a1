import { Head } from '../../app/head';
import { AdminDashboard } from './admin-dashboard';
import { AdminLogin } from '../../lib/admin-login-form';
import { useAdminSession } from '../../lib/admin-session';

/**
 * /admin: the password gate until a login succeeds, then the dashboard. The
 * server renders the gate; a session kept in this tab reopens the dashboard after hydration.
 */
export default function AdminPage() {
  const session = useAdminSession();
  return (
    <>
      <Head
        title="Admin Dashboard"
        description="Administration area."
        path="/admin"
        keywords={[]}
        noindex
      />
      {session.authenticated ? <AdminDashboard /> : <AdminLogin />}
    </>
  );
}
