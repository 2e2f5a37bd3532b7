import { Box, Button, HStack, Text } from '@chakra-ui/react';
import { messages } from '@solar/shared';
import { useEffect, useRef } from 'react';
import { drawStroke, type SignatureStroke, signatureSize } from '../utils/signature-image';

interface SignaturePadProps {
  strokes: readonly SignatureStroke[];
  onChange: (strokes: SignatureStroke[]) => void;
  invalid: boolean;
  describedBy: string;
}

/**
 * The box the customer draws their signature in with a mouse, a finger or a pen (pointer events
 * cover all three). Its strokes are kept as points, so the image sent is drawn from them at a
 * fixed size whatever the box's width on the screen.
 */
export function SignaturePad({ strokes, onChange, invalid, describedBy }: SignaturePadProps) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const current = useRef<{ x: number; y: number }[] | null>(null);

  // Redraws whenever the strokes change from outside (Clear).
  useEffect(() => {
    const context = canvasRef.current?.getContext('2d');
    if (!context) return;
    context.clearRect(0, 0, signatureSize.width, signatureSize.height);
    for (const stroke of strokes) drawStroke(context, stroke);
  }, [strokes]);

  const pointOf = (event: React.PointerEvent<HTMLCanvasElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    const scaleX = box.width > 0 ? signatureSize.width / box.width : 1;
    const scaleY = box.height > 0 ? signatureSize.height / box.height : 1;
    return { x: (event.clientX - box.left) * scaleX, y: (event.clientY - box.top) * scaleY };
  };

  return (
    <Box>
      <Box
        borderWidth="2px"
        borderStyle="dashed"
        borderColor={invalid ? 'border.error' : 'border.emphasized'}
        rounded="md"
        bg="white"
        maxW="600px"
      >
        <canvas
          ref={canvasRef}
          width={signatureSize.width}
          height={signatureSize.height}
          role="img"
          aria-label={messages.portalSignatureLabel}
          aria-describedby={describedBy}
          style={{ width: '100%', height: 'auto', display: 'block', touchAction: 'none' }}
          onPointerDown={(event) => {
            event.currentTarget.setPointerCapture?.(event.pointerId);
            current.current = [pointOf(event)];
          }}
          onPointerMove={(event) => {
            if (!current.current) return;
            current.current.push(pointOf(event));
            const context = event.currentTarget.getContext('2d');
            if (context) drawStroke(context, current.current);
          }}
          onPointerUp={() => {
            if (!current.current) return;
            const stroke = current.current;
            current.current = null;
            onChange([...strokes, stroke]);
          }}
          onPointerCancel={() => {
            current.current = null;
          }}
        />
      </Box>
      <HStack justify="space-between" mt="1" gap="2" wrap="wrap">
        <Text id={describedBy} fontSize="sm" color="fg.muted">
          {messages.portalSignatureDrawHelp}
        </Text>
        <Button
          size="xs"
          variant="ghost"
          onClick={() => onChange([])}
          disabled={strokes.length === 0}
        >
          {messages.portalSignatureClear}
        </Button>
      </HStack>
    </Box>
  );
}
