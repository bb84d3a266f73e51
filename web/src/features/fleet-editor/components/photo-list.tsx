/**
 * A car's photos in the fleet editor: the first is the cover the fleet page
 * shows. Staff add photos (JPEG, PNG or WebP up to 10 MB, checked here before
 * the upload and again by the Storage rules), move them up or down, and
 * remove them; the car keeps the change once the form is saved.
 */
import AddPhotoAlternateOutlined from '@mui/icons-material/AddPhotoAlternateOutlined';
import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { CAR_LIMITS, CAR_PHOTO_LIMITS, photoProblem, type FormMessage } from '@costa/domain';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useRef, useState } from 'react';
import { callFailure } from '../../../lib/call-failure';
import { addCarPhoto } from '../api/fleet-data';

interface PhotoListProps {
  carName: string;
  photos: string[];
  onChange: (photos: string[]) => void;
  /** The schema's or the server's rule about the photos, translated. */
  error?: string;
  translate: (message: FormMessage) => string;
  disabled?: boolean;
}

const MAX_MB = CAR_PHOTO_LIMITS.maxBytes / (1024 * 1024);

export function PhotoList({ carName, photos, onChange, error, translate, disabled }: PhotoListProps) {
  const { t } = useLingui();
  const input = useRef<HTMLInputElement>(null);
  const errorId = useId();
  const [uploading, setUploading] = useState(0);
  const [problem, setProblem] = useState<string | null>(null);

  const move = (from: number, to: number) => {
    const next = [...photos];
    const [photo] = next.splice(from, 1);
    next.splice(to, 0, photo!);
    onChange(next);
  };

  async function add(files: FileList | null) {
    const chosen = [...(files ?? [])].slice(0, CAR_LIMITS.photos - photos.length);
    setProblem(null);
    const refused = chosen.map(photoProblem).find(Boolean);
    if (refused) {
      setProblem(translate(refused));
      return;
    }
    setUploading(chosen.length);
    let added = [...photos];
    for (const file of chosen) {
      try {
        added = [...added, await addCarPhoto(file)];
        onChange(added);
      } catch (failure) {
        console.error('Could not add the photo', failure);
        const fields = callFailure(failure).fields;
        setProblem(fields.images ? translate(fields.images) : t`The photo could not be uploaded. Please try again.`);
        break;
      } finally {
        setUploading((n) => n - 1);
      }
    }
    if (input.current) input.current.value = '';
  }

  const shown = problem ?? error;
  const full = photos.length >= CAR_LIMITS.photos;
  return (
    <Box component="section" aria-label={t`Photos`} sx={{ display: 'grid', gap: 1.5 }}>
      <Typography variant="body2" color="textSecondary">
        <Trans>The first photo is the cover. Photos are cropped to 3:2, 1200 × 800 pixels.</Trans>
      </Typography>
      {photos.length === 0 ? (
        <Typography variant="body2" sx={{ fontStyle: 'italic' }}>
          <Trans>No photos yet: the site shows a stock photo.</Trans>
        </Typography>
      ) : (
        <Box component="ol" aria-label={t`Photos of ${carName}`} sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5, gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))' }}>
          {photos.map((photo, index) => {
            const position = index + 1;
            return (
              <Box component="li" key={`${photo}-${index}`} data-testid="fleet-photo" sx={{ border: 1, borderColor: 'divider', borderRadius: 1.5, overflow: 'hidden', bgcolor: 'background.paper' }}>
                <Box component="img" src={photo} alt={t`Photo ${position}`} loading="lazy" sx={{ display: 'block', width: '100%', aspectRatio: '3 / 2', objectFit: 'cover' }} />
                <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', px: 0.5 }}>
                  <Typography variant="caption" sx={{ pl: 1 }}>
                    {index === 0 ? t`Cover` : `${position}`}
                  </Typography>
                  <Box>
                    <IconButton size="small" aria-label={t`Move photo ${position} earlier`} disabled={disabled || index === 0} onClick={() => move(index, index - 1)}>
                      <ArrowUpward fontSize="small" />
                    </IconButton>
                    <IconButton size="small" aria-label={t`Move photo ${position} later`} disabled={disabled || index === photos.length - 1} onClick={() => move(index, index + 1)}>
                      <ArrowDownward fontSize="small" />
                    </IconButton>
                    <IconButton size="small" aria-label={t`Remove photo ${position}`} disabled={disabled} onClick={() => onChange(photos.filter((_, i) => i !== index))}>
                      <DeleteOutline fontSize="small" />
                    </IconButton>
                  </Box>
                </Box>
              </Box>
            );
          })}
        </Box>
      )}
      <Box>
        <Button
          variant="outlined"
          startIcon={<AddPhotoAlternateOutlined />}
          loading={uploading > 0}
          loadingPosition="start"
          disabled={disabled || full}
          aria-describedby={shown ? errorId : undefined}
          onClick={() => input.current?.click()}
        >
          {uploading > 0 ? <Trans>Uploading…</Trans> : <Trans>Add photos</Trans>}
        </Button>
        {/* The button opens the file picker; the input itself stays out of sight and out of the tab order. */}
        <input
          ref={input}
          type="file"
          hidden
          accept={CAR_PHOTO_LIMITS.types.join(',')}
          multiple
          onChange={(event) => void add(event.target.files)}
        />
        <FormHelperText>
          <Trans>JPEG, PNG or WebP, at most {MAX_MB} MB each.</Trans>
        </FormHelperText>
        {shown ? (
          <FormHelperText id={errorId} error role="alert">
            {shown}
          </FormHelperText>
        ) : null}
      </Box>
    </Box>
  );
}
