/**
 * The car manager's new-block form on the domain's `blockSchema` (the one
 * `createBlock` checks with): the car comes from the car picker above the
 * form, the rest from the form. A refusal, here or from the server, shows at
 * its fields and in a toast; a clash names what owns the days.
 */
import { blockSchema, DEFAULT_STAFF_BLOCK_TYPE, type BlockFormInput, type Lang } from '@costa/domain';
import { useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import { useSchemaForm } from '../../../components/forms/use-schema-form';
import { useToast } from '../../../components/ui/use-toast';
import { createBlock } from '../api/create-block';
import { staffRefusalMessage } from '../../back-office/refusal-messages';
import { BLOCK_CLASH_MESSAGES } from '../car-manager-messages';
import { formatDay } from '../components/blocks-list';

const EMPTY: BlockFormInput = { carId: '', startDate: '', endDate: '', blockType: DEFAULT_STAFF_BLOCK_TYPE, notes: '' };

export function useBlockForm(carId: string | null, lang: Lang) {
  const { t, i18n } = useLingui();
  const toast = useToast();

  const form = useSchemaForm({
    schema: blockSchema,
    initialValues: EMPTY,
    onInvalid: (_, first) => {
      toast.error(i18n._(first));
    },
    onSubmit: async (block) => {
      const outcome = await createBlock(block);
      if (outcome.ok) {
        toast.success(t`Block Created`);
        form.formik.resetForm({ values: { ...EMPTY, carId: block.carId } });
      } else if (Object.keys(outcome.fields).length > 0) {
        // The server's schema is the form's: its refusal shows where the form's own would.
        form.showServerErrors(outcome.fields);
        toast.error(i18n._(Object.values(outcome.fields)[0]!));
      } else if (outcome.clash) {
        const { kind, startDate, endDate, orderNumber } = outcome.clash;
        const dates = startDate === endDate ? formatDay(startDate, lang) : `${formatDay(startDate, lang)} – ${formatDay(endDate, lang)}`;
        const message = kind === 'booking' && orderNumber ? BLOCK_CLASH_MESSAGES.numberedBooking : BLOCK_CLASH_MESSAGES[kind];
        toast.error(t`Failed to create availability block`, i18n._(message.id, { dates, number: orderNumber ?? '' }));
      } else {
        toast.error(t`Failed to create availability block`, i18n._(staffRefusalMessage(outcome.reason)));
      }
    },
  });

  // The picker above the form chooses the car; a new car starts without a stale error.
  const { setFieldValue, setFieldError } = form.formik;
  useEffect(() => {
    void setFieldValue('carId', carId ?? '', false);
    setFieldError('carId', undefined);
  }, [carId, setFieldValue, setFieldError]);

  return form;
}

/** What the form's fields need (the focus ref stays with the element that holds it). */
export type BlockFormApi = Omit<ReturnType<typeof useBlockForm>, 'formRef'>;
