import { Box, Button, Flex, Heading, Stack } from "@chakra-ui/react";
import { useRef } from "react";
import { FormField, numberField } from "~/components/form-field";
import { useCheckedSubmit } from "~/components/use-checked-submit";
import { MARKET } from "~/game/constants";
import { RewardInputSchema, type RewardInput } from "~/game/market";
import { BRAND_CTA } from "~/theme/brand";

type RewardFormProps = {
  busy: boolean;
  /** Resolves with the field messages when refused, nothing when saved. */
  onCreate: (input: RewardInput) => Promise<Record<string, string> | void>;
};

/** Title and price; checked with the engine's schema first, so the messages are the same word for word. */
export function RewardForm({ busy, onCreate }: RewardFormProps) {
  const formRef = useRef<HTMLFormElement>(null);
  const { errors, submit } = useCheckedSubmit(
    RewardInputSchema,
    (data) => ({ title: data.get("title"), price: numberField(data.get("price")) }),
    async (input) => {
      const refused = await onCreate(input);
      if (refused) return { fieldErrors: refused };
      formRef.current?.reset();
    },
  );

  return (
    <Box as="section" aria-labelledby="new-reward-heading" p="5" borderWidth="1px" borderRadius="xl">
      <Heading as="h2" size="md" id="new-reward-heading" mb="3">
        Add a reward
      </Heading>
      <form ref={formRef} onSubmit={submit} noValidate aria-labelledby="new-reward-heading">
        <Stack gap="4">
          <Flex gap="4" direction={{ base: "column", md: "row" }} align="flex-start">
            <Box flex="2" w="full">
              <FormField
                name="title"
                label="Reward"
                required
                error={errors.title}
                helper="What you treat yourself to."
              />
            </Box>
            <Box flex="1" w="full">
              <FormField
                name="price"
                label="Price in coins"
                type="number"
                inputMode="numeric"
                required
                defaultValue={10}
                error={errors.price}
                helper={`${MARKET.priceMin} to ${MARKET.priceMax.toLocaleString("en-US")}.`}
              />
            </Box>
          </Flex>
          <Button type="submit" loading={busy} alignSelf={{ base: "stretch", sm: "flex-end" }} {...BRAND_CTA}>
            Add reward
          </Button>
        </Stack>
      </form>
    </Box>
  );
}
