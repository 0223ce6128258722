import Box from '@mui/material/Box';

/** A stack trace as the browser wrote it (or as the source maps restored it), scrolling sideways. */
export function StackTrace({ stack, maxHeight = 220 }: { stack: string; maxHeight?: number }) {
  return (
    <Box
      component="pre"
      data-testid="error-stack"
      sx={{
        m: 0,
        p: 1.5,
        maxHeight,
        overflow: 'auto',
        bgcolor: 'grey.50',
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        fontFamily: 'monospace',
        fontSize: 12,
        lineHeight: 1.6,
        whiteSpace: 'pre',
      }}
    >
      {stack}
    </Box>
  );
}
