import { Container } from '@mantine/core';
import { useParams } from 'react-router-dom';
import { OrderConfirmation } from '../features/checkout/order-confirmation.tsx';

export function OrderSuccessPage() {
  const { orderId } = useParams();
  return (
    <Container size="lg" py="lg">
      <OrderConfirmation orderId={orderId} />
    </Container>
  );
}
