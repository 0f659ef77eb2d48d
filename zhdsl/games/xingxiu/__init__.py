"""《星宿》: the 28-mansions war game of the 三国杀 family (seed 001), as a zhdsl dialect."""
