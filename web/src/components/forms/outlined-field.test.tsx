import { render } from '@testing-library/react';
import TextField from '@mui/material/TextField';
import { NativeSelectField, OutlinedTextField } from './outlined-field';

/**
 * The markup without Emotion's generated class names: in a test build they also name the styled
 * layers they come from (TextField's root is FormControl in a layer of its own, with no style).
 */
function markup(element: Element): string {
  return element.outerHTML.replace(/ ?css-[\w-]+/g, '');
}

it('an outlined text field has TextField’s markup: label, input, helper text and their ids', () => {
  const props = {
    id: 'pickup',
    label: 'Pickup location',
    placeholder: 'Hotel',
    error: true,
    helperText: 'Required',
    fullWidth: true,
    slotProps: { htmlInput: { maxLength: 200 } },
  };
  const mui = render(<TextField {...props} />);
  const ours = render(<OutlinedTextField {...props} />);
  expect(markup(ours.container.firstElementChild!)).toBe(markup(mui.container.firstElementChild!));
  mui.unmount();
  expect(ours.getByRole('textbox', { name: 'Pickup location' })).toHaveAccessibleDescription('Required');
});

it('a native select field has the markup of TextField select native, its label and its note', () => {
  const props = {
    id: 'time',
    label: 'Pickup time',
    value: '10:00',
    onChange: () => {},
    helperText: 'Out of hours',
    fullWidth: true,
    children: ['09:00', '10:00'].map((time) => (
      <option key={time} value={time}>
        {time}
      </option>
    )),
  };
  const mui = render(<TextField select {...props} slotProps={{ select: { native: true }, inputLabel: { shrink: true } }} />);
  const ours = render(<NativeSelectField {...props} slotProps={{ inputLabel: { shrink: true } }} />);
  // The one difference: the input's root is named after NativeSelect, not Select (no style targets either).
  expect(markup(ours.container.firstElementChild!)).toBe(
    markup(mui.container.firstElementChild!).replace('MuiSelect-root', 'MuiNativeSelect-root'),
  );
  mui.unmount();
  expect(ours.getByRole('combobox', { name: 'Pickup time' })).toHaveAccessibleDescription('Out of hours');
});
