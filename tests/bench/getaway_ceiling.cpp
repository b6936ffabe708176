// Getaway's ceiling: seeded 2-player games of the clairvoyant robot (getaway_clairvoyant.hpp), which
// sees the coming rolls, against Thrifty on a board, seeded as `tabletop sim getaway` seeds them; and on
// the same games what a fair robot reaches (getaway_foresight.hpp: each answer to a toll played out on
// many sampled futures), what Thrifty itself reaches, and what the sampling robot reaches when it is
// shown the next 1, 2 or 4 rolls of each seat. Prints one JSON line.
// Use: getaway_ceiling [GAMES [SEED [BOARD]]] (1000, 1, riverside.game)
#include <iostream>
#include <string>

#include "getaway_clairvoyant.hpp"
#include "getaway_foresight.hpp"
#include "tabletop/games/getaway/board.hpp"

int main(int argc, char** argv) {
  using namespace tabletop;
  using namespace tabletop::getaway;
  const int games = argc > 1 ? std::stoi(argv[1]) : 1000;
  const std::uint64_t seed = argc > 2 ? std::stoull(argv[2]) : 1;
  const std::string name = argc > 3 ? argv[3] : "riverside.game";
  const auto board = std::make_shared<const Board>(load_board_file(find_board(name), name));
  const auto new_game = [&board] { return State(board, {"A", "B"}); };
  const int wins = clairvoyant_wins(new_game, games, seed);
  std::cout << "{\"board\": \"" << name << "\", \"games\": " << games << ", \"wins\": " << wins
            << ", \"win_rate\": " << static_cast<double>(wins) / games
            << ", \"thrifty_wins\": " << foresight_wins(new_game, games, seed, -1)
            << ", \"fair\": {\"samples\": " << kForesightSamples
            << ", \"wins\": " << foresight_wins(new_game, games, seed, 0) << "}, \"foresight\": [";
  const char* comma = "";
  for (int rolls : {1, 2, 4}) {
    std::cout << comma << "{\"rolls\": " << rolls << ", \"wins\": " << foresight_wins(new_game, games, seed, rolls)
              << "}";
    comma = ", ";
  }
  std::cout << "]}\n";
}
