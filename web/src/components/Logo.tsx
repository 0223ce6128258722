import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

interface LogoProps {
  /** Show the word mark beside the symbol. */
  withName?: boolean;
  size?: number;
}

/** The Inkstone mark: a brush stroke on the primary colour. */
export function Logo({ withName = true, size = 32 }: LogoProps) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.25 }}>
      <Box component="svg" viewBox="0 0 32 32" sx={{ width: size, height: size, flexShrink: 0 }} aria-hidden>
        <rect width="32" height="32" rx="8" fill="#696CFF" />
        <path
          d="M10 22.5c3.2-.4 5.6-2.4 7.4-5.4l4-6.8a1.6 1.6 0 0 0-2.7-1.6l-4.3 6.6c-1.6 2.5-3.3 4.1-5.6 5"
          fill="none"
          stroke="#fff"
          strokeWidth="2.2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
        <circle cx="10" cy="22.5" r="1.6" fill="#fff" />
      </Box>
      {withName && (
        <Typography component="span" sx={{ fontWeight: 700, fontSize: size * 0.62, letterSpacing: '-0.02em' }}>
          Inkstone
        </Typography>
      )}
    </Box>
  );
}
