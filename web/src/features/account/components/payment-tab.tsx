/**
 * Payment: no cards are kept on the site. The button the product
 * shows explains where a card is entered instead: on the payment provider's
 * secure page at checkout.
 */
import CreditCardIcon from '@mui/icons-material/CreditCardOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { Trans, useLingui } from '@lingui/react/macro';
import { useToast } from '../../../components/ui/use-toast';
import { EmptyState, TabHeading } from './tab-heading';

export function PaymentTab() {
  const { t } = useLingui();
  const toast = useToast();
  return (
    <Box>
      <TabHeading title={<Trans>Payment methods</Trans>} />
      <EmptyState
        icon={<CreditCardIcon />}
        message={<Trans>No payment methods saved</Trans>}
        action={
          <Button
            variant="outlined"
            onClick={() =>
              toast.info(
                t`Cards are not stored on our site`,
                t`You enter your card securely on our payment partner's page when you book.`,
              )
            }
          >
            <Trans>Add Payment Method</Trans>
          </Button>
        }
      />
    </Box>
  );
}
