// The superadmin's home: everything an admin has lives under /admin (which superadmins may
// open), so this sends them there. The superadmin-only screens (users, roles, permissions,
// site settings) are not built yet; those powers work through the API, enforced in SQL.
import { Navigate } from 'react-router-dom';

export function SuperadminPage() {
  return <Navigate to="/admin" replace />;
}
