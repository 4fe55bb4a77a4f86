import { z } from 'zod';

export const diagnosticSeverities = ['error', 'warning'] as const;
export const diagnosticSeveritySchema = z.enum(diagnosticSeverities);
export type DiagnosticSeverity = z.infer<typeof diagnosticSeveritySchema>;

/**
 * One compiler (or interpreter) message about the learner's own code: line and column are in
 * the learner's file, from 1, so an editor can mark them (Monaco markers). Messages that point
 * into the harness or a system header have no line of the learner's and are not listed; the full
 * text stays in `compileError`.
 */
export const diagnosticSchema = z.object({
  line: z.number().int().min(1),
  column: z.number().int().min(1).optional(),
  severity: diagnosticSeveritySchema,
  message: z.string(),
});
export type Diagnostic = z.infer<typeof diagnosticSchema>;
