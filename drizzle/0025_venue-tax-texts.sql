-- The demo venues' tax policies now say what the estimates charge (5 % GST on food, 18 % on
-- rental); these four texts were written only by the demo seed, so a listing whose owner wrote
-- its own policy is left as it is.
UPDATE `venues` SET `taxes_and_fees_description` = 'GST extra: 5% on food, 18% on rental.' WHERE `taxes_and_fees_description` = '18% GST extra on rental and food.';--> statement-breakpoint
UPDATE `venues` SET `taxes_and_fees_description` = 'Prices exclusive of GST (5% on food, 18% on rental); a refundable damage deposit is taken at check-in.' WHERE `taxes_and_fees_description` = 'Prices exclusive of 18% GST; 10% service charge on food and beverages.';--> statement-breakpoint
UPDATE `venues` SET `taxes_and_fees_description` = 'Plate prices and rental are before GST: 5% on food and 18% on rental are added.' WHERE `taxes_and_fees_description` = 'All prices include taxes; a refundable damage deposit is taken at check-in.';
