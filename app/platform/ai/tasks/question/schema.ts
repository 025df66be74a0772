import { z } from "zod";

export const questionSchema = z.object({
  question: z.string().min(10).max(800).describe("One exam question in the board's style: 1 to 3 sentences."),
});
