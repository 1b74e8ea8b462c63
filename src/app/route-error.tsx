import { useEffect } from 'react';
import { useRouteError } from 'react-router-dom';
import { ErrorScreen } from './error-screen.tsx';

/** The router's error element: log the error for whoever debugs, show the error screen. */
export function RouteError() {
  const error = useRouteError();
  useEffect(() => {
    console.error(error);
  }, [error]);
  return <ErrorScreen />;
}
