/**
 * Frequently asked questions as an accordion: each question is a button inside
 * an `h3` that shows and hides its answer (WAI-ARIA accordion pattern, as MUI
 * builds it). Figures come from the domain, so the answers agree with the
 * prices the site computes; the deposit, age, licence and kilometres quote
 * the fleet's ranges of rental terms (the cars' own terms, summarized by the
 * server), or the categories' defaults until there is a summary.
 */
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Trans } from '@lingui/react/macro';
import {
  DEFAULT_RENTAL_TERMS_RANGES,
  DISTANCE_RATE_PER_KM,
  FREE_CANCELLATION_HOURS,
  HOME_CITY,
  IN_HOURS_FROM,
  IN_HOURS_UNTIL,
  OUT_OF_HOURS_FEE,
  formatEUR,
  pageDataKeys,
  type RentalTermsRanges,
} from '@costa/domain';
import { useId, type ReactNode } from 'react';
import { Section } from '../../../components/page/section';
import { useLang } from '../../../hooks/use-route-info';
import { useLive } from '../../../hooks/use-live';
import { usePageDataStore } from '../../../lib/page-data';
import { subscribeRentalTermsRanges } from '../api/rental-terms-ranges';

interface Question {
  key: string;
  question: ReactNode;
  answer: ReactNode;
}

/**
 * The fleet's ranges: the summary the server embedded (they change with the
 * fleet, rarely, so the page keeps no listener for them), or, on a page the
 * browser renders itself, the live one; the categories' defaults without one.
 */
function useTermsRanges(): RentalTermsRanges {
  const store = usePageDataStore();
  const key = pageDataKeys.rentalTermsRanges();
  const embedded = store.has(key);
  const state = useLive(embedded ? null : key, subscribeRentalTermsRanges);
  const ranges = embedded ? store.get<RentalTermsRanges | null>(key) : state.status === 'ready' ? state.data : null;
  return ranges ?? DEFAULT_RENTAL_TERMS_RANGES;
}

function useQuestions(): Question[] {
  const lang = useLang();
  const ranges = useTermsRanges();
  const city = HOME_CITY;
  const age = ranges.minDriverAge.min;
  const years = ranges.minLicenceYears.min;
  const strictAge = ranges.minDriverAge.max;
  const strictYears = ranges.minLicenceYears.max;
  const lowDeposit = formatEUR(ranges.depositEur.min, lang);
  const highDeposit = formatEUR(ranges.depositEur.max, lang);
  const fewestKm = ranges.includedKmPerDay.min;
  const mostKm = ranges.includedKmPerDay.max;
  const rate = formatEUR(DISTANCE_RATE_PER_KM, lang);
  const fee = formatEUR(OUT_OF_HOURS_FEE, lang);
  const from = IN_HOURS_FROM;
  const until = IN_HOURS_UNTIL;
  const hours = FREE_CANCELLATION_HOURS;
  return [
    {
      key: 'deposit',
      question: <Trans>Do I need to leave a deposit?</Trans>,
      answer: (
        <Trans>
          Yes. A refundable security deposit is held on a credit card at the handover and released once the car is
          back with us in the same condition. It depends on the car, from {lowDeposit} to {highDeposit}: each car’s
          page states its own.
        </Trans>
      ),
    },
    {
      key: 'age',
      question: <Trans>How old do I need to be, and which licence do I need?</Trans>,
      answer:
        strictAge === age && strictYears === years ? (
          <Trans>
            Drivers must be at least {age} years old and have held a full driving licence for {years} years or more.
            Please bring your licence and your passport or ID card to the handover; licences issued outside the EU may
            also need an International Driving Permit.
          </Trans>
        ) : (
          <Trans>
            Drivers must be at least {age} years old and have held a full driving licence for {years} years or more;
            our most powerful cars ask for up to {strictAge} years of age and {strictYears} years of licence, as each
            car’s page states. Please bring your licence and your passport or ID card to the handover; licences issued
            outside the EU may also need an International Driving Permit.
          </Trans>
        ),
    },
    {
      key: 'included',
      question: <Trans>What is included in the price, and how does fuel work?</Trans>,
      answer: (
        <Trans>
          Comprehensive insurance and VAT are included in every price you see, with nothing added at the handover.
          Every car comes with a full tank: bring it back full and there is nothing more to pay, otherwise we refuel it
          for you at the pump price.
        </Trans>
      ),
    },
    {
      key: 'delivery',
      question: <Trans>Can you deliver the car to me?</Trans>,
      answer: (
        <Trans>
          Yes. Delivery and collection anywhere in {city} are free: your hotel, your villa, the marina or our
          showroom. If you return the car somewhere other than where you collected it, the distance between the two is
          charged at {rate} per km.
        </Trans>
      ),
    },
    {
      key: 'mileage',
      question: <Trans>Is there a mileage limit?</Trans>,
      answer: (
        <Trans>
          Every car comes with a daily mileage allowance of {fewestKm} to {mostKm} km, depending on the model; you will
          find it on the car’s page, with the price of each extra kilometre. Planning a longer trip? Tell us and we
          will find the right arrangement.
        </Trans>
      ),
    },
    {
      key: 'payment',
      question: <Trans>How can I pay?</Trans>,
      answer: (
        <Trans>
          We accept cash, Visa, Mastercard and digital payment methods. Cars marked for instant booking can be paid
          securely online as you book.
        </Trans>
      ),
    },
    {
      key: 'hours',
      question: <Trans>Can I pick up or return the car early in the morning or late at night?</Trans>,
      answer: (
        <Trans>
          Handovers between {from} and {until} cost nothing extra, every day of the week. Outside those hours we are
          still happy to meet you, with a surcharge of {fee} for each pickup or return.
        </Trans>
      ),
    },
    {
      key: 'cancel',
      question: <Trans>Can I cancel my booking?</Trans>,
      answer: (
        <Trans>
          Yes. Cancel at least {hours} hours before the handover and we refund you in full. If your plans change later
          than that, call or message us: we will always try to move your dates instead.
        </Trans>
      ),
    },
  ];
}

function FaqItem({ question, answer }: Omit<Question, 'key'>) {
  const id = useId();
  return (
    <Accordion>
      <AccordionSummary
        id={`${id}-question`}
        aria-controls={`${id}-answer`}
        expandIcon={<ExpandMoreIcon sx={{ color: 'primary.main' }} />}
        sx={{
          px: 0,
          py: 1,
          '& .MuiAccordionSummary-content': { my: 1.5, mr: 2 },
        }}
      >
        <Typography component="span" sx={{ fontSize: { xs: '1.05rem', md: '1.15rem' }, fontWeight: 500 }}>
          {question}
        </Typography>
      </AccordionSummary>
      <AccordionDetails sx={{ px: 0, pt: 0, pb: 3 }}>
        <Typography sx={{ color: 'text.secondary', lineHeight: 1.75, maxWidth: '70ch' }}>{answer}</Typography>
      </AccordionDetails>
    </Accordion>
  );
}

export function HomeFaq() {
  const questions = useQuestions();
  return (
    <Section
      eyebrow={<Trans>Questions and answers</Trans>}
      title={<Trans>Good to know before you drive</Trans>}
    >
      <Box sx={{ maxWidth: 880, borderTop: 1, borderColor: 'divider' }}>
        {questions.map(({ key, ...item }) => (
          <FaqItem key={key} {...item} />
        ))}
      </Box>
    </Section>
  );
}
