import { Button, type ButtonProps } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

export interface LinkButtonProps extends ButtonProps {
  to: string;
  children: ReactNode;
}

/** A Mantine button that navigates inside the app (a real link, so it opens in a new tab too). */
export function LinkButton({ to, children, ...props }: LinkButtonProps) {
  return (
    <Button component={Link} to={to} {...props}>
      {children}
    </Button>
  );
}
