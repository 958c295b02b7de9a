/**
 * The props of the Stripe mode's parts. They match the reserves feature's card slots by shape (a
 * feature never imports another; the page hands these in), with the publishable key beside.
 */
export interface StripeCardFormProps {
  amount: number;
  onReady: (card: { paymentToken: string; card: { brand: string; last4: string } }) => void;
  publishableKey: string;
}

export interface StripeChallengeProps {
  clientSecret: string;
  onFinished: () => void;
  onDismiss: () => void;
  publishableKey: string;
}
