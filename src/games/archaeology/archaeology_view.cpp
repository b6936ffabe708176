#include "tabletop/games/archaeology/archaeology_view.hpp"

#include <algorithm>

#include "table_layout.hpp"
#include "tabletop/core/seat.hpp"
#include "tabletop/core/words.hpp"
#include "tabletop/games/archaeology/archaeology_robots.hpp"

namespace tabletop::archaeology {

using ui::Command;
using ui::Tone;
using namespace layout;

namespace {

constexpr Command kDig = ui::game_command(0);
constexpr Command kTrade = ui::game_command(1);
constexpr Command kExplore = ui::game_command(2);
constexpr Command kSell = ui::game_command(3);
constexpr Command kEndTurn = ui::game_command(4);
constexpr Command kPass = ui::game_command(5);
constexpr Command kMark = ui::game_command(6);

// The one kind whose count went up from `before` to `after`, if exactly one card arrived.
std::optional<Card> arrived(const Pile& before, const Pile& after) {
  std::optional<Card> card;
  for (Card k : kTreasures) {
    if (at(after, k) == at(before, k) + 1 && size_of(after) == size_of(before) + 1) card = k;
  }
  return card;
}

}  // namespace

const ui::KeyMap& screen_keys() {
  static const ui::KeyMap keys = {
      {kDig, "dig", {'d'}, "dig", "dig: draw the top card of the dig site"},
      {kTrade, "trade", {'t'}, "trade", "trade at the marketplace (press again to confirm)"},
      {kExplore, "explore", {'x'}, "explore", "explore a chamber of the pyramid"},
      {kSell, "sell", {'s'}, "sell", "sell a set to the museum (press again to confirm)"},
      {kEndTurn, "end_turn", {'e'}, "end turn", "end the turn (with nothing done, that is a pass)"},
      {kPass, "pass", {'p'}, "pass", "pass (after an action, that ends the turn)"},
      {kMark, "mark", {'m'}, "mark", "mark or unmark a card"},
  };
  return keys;
}

const ui::KeyMap& ArchaeologyScreen::own_keys() const { return screen_keys(); }

ArchaeologyScreen::ArchaeologyScreen(ui::Host& host, ui::GameLinks links, ui::Seating<State> seating)
    : GameScreen(host, std::move(links), std::move(seating)),
      grid_(kTreasureKinds, 2, TableLayout::kCellWidth, TableLayout::kNameWidth) {
  menu_.stops_at_ends = true;  // a turn ended is not taken back: never one Up away from the first choice
  menu_focus_ = !marking();
  place_cursor();
}

// ---------------------------------------------------------------- who sees what

ArchaeologyScreen::Mode ArchaeologyScreen::mode() const {
  if (!marks_for_person()) return Mode::actions;  // behind the cover too, so the marks wait ready for its lifting
  switch (state().table().phase) {
    case Phase::sandstorm: return Mode::discard;
    case Phase::rob: return Mode::rob;
    case Phase::act: return chosen_;
    default: return Mode::actions;
  }
}

bool ArchaeologyScreen::marking() const {
  const Mode m = mode();
  return m == Mode::trade || m == Mode::sell || m == Mode::discard;
}

// ---------------------------------------------------------------- marks and the moves they make

Move ArchaeologyScreen::marked_move() const {
  switch (mode()) {
    case Mode::trade: return Move::trade(give_, take_);
    case Mode::discard: return Move::discard(give_);
    default:
      for (Card card : kTreasures) {
        if (at(give_, card) > 0) return Move::sell(card, at(give_, card));
      }
      return Move::sell(Card::pot, 0);
  }
}

std::string ArchaeologyScreen::marked_problem() const {
  const Mode m = mode();
  if (m == Mode::trade) {
    if (size_of(give_) == 0 && size_of(take_) == 0) return "Mark cards to give (hand) and to take (market).";
    if (size_of(give_) == 0) return "Now mark what you give, in your hand column.";
    if (size_of(take_) == 0) return "Now mark what you take, in the market column.";
    if (trade_total(take_) > trade_total(give_)) return "You ask for more than you give: give more or take less.";
  } else if (m == Mode::sell) {
    if (size_of(give_) == 0) return "Mark the cards to sell, all of one kind.";
  } else if (m == Mode::discard) {
    const int due = state().table().discard_due(state().current_seat());
    if (size_of(give_) != due) return "Mark " + std::to_string(due - size_of(give_)) + " more to lose.";
  }
  const std::string why = state().why_illegal(marked_move());
  return why.empty() ? "" : "Not allowed: " + why + ".";
}

std::string ArchaeologyScreen::marked_summary(bool brief) const {
  switch (mode()) {
    case Mode::trade:
      return "Give " + cards_word(size_of(give_)) + " worth " + std::to_string(trade_total(give_)) + ", take " +
             (brief ? std::to_string(size_of(take_)) : cards_word(size_of(take_))) + " worth " +
             std::to_string(trade_total(take_));
    case Mode::sell: {
      const Move m = marked_move();
      if (m.number == 0) return "Nothing marked to sell yet";
      return "Sell " + count_text(m.card, m.number) + " for " + std::to_string(sale_value(m.card, m.number));
    }
    case Mode::discard: {
      const int seat = state().current_seat();
      const Table& t = state().table();
      return "Lose " + std::to_string(size_of(give_)) + " of " + std::to_string(t.discard_due(seat)) + " (half of " +
             std::to_string(t.hand_sizes[static_cast<std::size_t>(seat)]) + ", rounded down)";
    }
    default: return "";
  }
}

void ArchaeologyScreen::mark_here() {
  const ui::CellPos pos = grid_.cursor();
  const Card card = treasure_at(pos.row);
  const int seat = state().current_seat();
  const Pile& hand = state().hand(seat);
  const Mode m = mode();
  if (pos.col == 1) {
    if (m != Mode::trade) return;
    if (at(state().table().market, card) == 0) {
      refuse(std::string("The marketplace has no ") + card_info(card).many + ".");
      return;
    }
    at(take_, card) = (at(take_, card) + 1) % (at(state().table().market, card) + 1);
    return;
  }
  if (at(hand, card) == 0) {
    refuse(std::string("You hold no ") + card_info(card).many + ".");
    return;
  }
  int most = at(hand, card);
  if (m == Mode::sell) {
    most = std::min(most, max_set(card));
    const int keep = at(give_, card);
    give_ = Pile{};  // a sale is of one kind
    at(give_, card) = keep;
  } else if (m == Mode::discard && at(give_, card) < most && size_of(give_) >= state().table().discard_due(seat)) {
    at(give_, card) = 0;  // all chosen already: start this kind again
    return;
  }
  at(give_, card) = (at(give_, card) + 1) % (most + 1);
}

// ---------------------------------------------------------------- the choices below the table

std::vector<ArchaeologyScreen::Choice> ArchaeologyScreen::choices() const {
  std::vector<Choice> list;
  if (!marks_for_person() || covered()) return list;
  const State& s = state();
  const Table& t = s.table();
  const int seat = s.current_seat();
  const Pile& hand = s.hand(seat);
  const auto legal = [&](const Move& m) { return s.why_illegal(m).empty(); };
  switch (mode()) {
    case Mode::actions:
      if (t.phase == Phase::dig) {
        list.push_back({"Dig", key_of(kDig, 'd') + ": draw the top card", true, Act::dig, 0});
        break;
      }
      list.push_back(
          {"Trade at the marketplace", key_of(kTrade, 't'), size_of(hand) > 0 && size_of(t.market) > 0, Act::trade, 0});
      list.push_back({"Explore the pyramid", key_of(kExplore, 'x'),
                      legal(Move::explore(0)) || legal(Move::explore(1)) || legal(Move::explore(2)), Act::explore, 0});
      list.push_back({"Sell to the museum", key_of(kSell, 's'), size_of(hand) > 0, Act::sell, 0});
      if (finishing_act() == Act::pass) {
        list.push_back({"Pass", key_of(kPass, 'p') + ": do nothing this turn", true, Act::pass, 0});
      } else {
        list.push_back({"End the turn", legal(Move::end_turn()) ? key_of(kEndTurn, 'e') : "sell first",
                        legal(Move::end_turn()), Act::end_turn, 0});
      }
      break;
    case Mode::trade:
    case Mode::sell:
    case Mode::discard: {
      const std::string problem = marked_problem();
      const std::string what = mode() == Mode::trade  ? "Confirm the trade"
                               : mode() == Mode::sell ? "Sell them"
                                                      : "Lose these cards";
      // The keys that confirm from where the cursor is: in the table Enter marks a card.
      const std::string again = mode() == Mode::trade  ? key_of(kTrade, 't')
                                : mode() == Mode::sell ? key_of(kSell, 's')
                                                       : "";
      const std::string enter = key_of(Command::select, '\n');
      const std::string tab = key_of(Command::next_field, '\t');
      const std::string keys = menu_focus_     ? enter
                               : again.empty() ? tab + ", " + enter
                                               : again + ", or " + tab + " and " + enter;
      // Never skipped over: Tab lands on it, not on clearing the marks, and Enter there says what is missing.
      list.push_back({what, problem.empty() ? keys : "not yet", true, Act::confirm, 0});
      list.push_back({"Clear the marks", "", size_of(give_) + size_of(take_) > 0, Act::clear, 0});
      if (mode() != Mode::discard)
        list.push_back({"Cancel", key_of(Command::back, ui::key::escape), true, Act::cancel, 0});
      break;
    }
    case Mode::explore:
      for (int c = 0; c < kChambers; ++c) {
        const auto i = static_cast<std::size_t>(c);
        const std::string label =
            capitalized(kChamberNames[i]) + " chamber: " + std::to_string(chamber_size(c, t.length)) + " cards";
        const std::string maps = c == 0 ? "1 map" : std::to_string(c + 1) + " maps";
        const bool open = legal(Move::explore(c));
        // A chamber the cursor passes over says why: taken already, or more maps than in hand.
        const std::string note = t.chamber_taken[i] ? "taken" : open ? maps : "needs " + maps;
        list.push_back({label, note, open, Act::chamber, c});
      }
      list.push_back({"Cancel", key_of(Command::back, ui::key::escape), true, Act::cancel, 0});
      break;
    case Mode::rob:
      for (int victim = 0; victim < t.players; ++victim) {
        if (legal(Move::rob(victim))) {
          list.push_back({"Rob " + name_of(victim), cards_word(t.hand_sizes[static_cast<std::size_t>(victim)]), true,
                          Act::rob, victim});
        }
      }
      break;
  }
  if (suggested_) {
    for (Choice& c : list) {
      if (choice_move(c) == suggested_) c.note = "suggested";  // as Ludo marks its suggested move
    }
  }
  return list;
}

// The move a choice plays at once, if it plays one (entering a mode plays none).
std::optional<Move> ArchaeologyScreen::choice_move(const Choice& choice) const {
  switch (choice.act) {
    case Act::dig: return Move::dig();
    case Act::end_turn: return Move::end_turn();
    case Act::pass: return Move::pass();
    case Act::confirm: return marked_move();
    case Act::chamber: return Move::explore(choice.arg);
    case Act::rob: return Move::rob(choice.arg);
    default: return std::nullopt;
  }
}

// A suggestion is set up on the screen as the person would make it: a trade, sale or discard as marks
// in the table with the cursor on its confirmation, any other move with the cursor on its choice.
// A robot's chosen move is not shown: its hand stays hidden.
void ArchaeologyScreen::show_intent(const std::optional<Move>& move) {
  if (!move) {
    if (std::exchange(suggested_, std::nullopt)) {  // put away: the marks were the suggestion's
      const Marking was = before_suggestion_.value_or(Marking{});
      enter(was.mode);
      give_ = was.give;
      take_ = was.take;
    }
    before_suggestion_.reset();
    return;
  }
  if (!marks_for_person() || covered()) return;
  if (!suggested_) before_suggestion_ = Marking{chosen_, give_, take_};
  switch (move->kind) {
    case MoveKind::trade: enter(Mode::trade); break;
    case MoveKind::sell: enter(Mode::sell); break;
    case MoveKind::explore: enter(Mode::explore); break;
    default: enter(Mode::actions); break;
  }
  if (move->kind == MoveKind::trade || move->kind == MoveKind::discard) {
    give_ = move->give;
    take_ = move->take;
  } else if (move->kind == MoveKind::sell) {
    at(give_, move->card) = move->number;
  }
  suggested_ = move;
  menu_focus_ = true;
  const std::vector<Choice> list = choices();
  for (std::size_t i = 0; i < list.size(); ++i) {
    if (choice_move(list[i]) == suggested_) menu_.cursor = static_cast<int>(i);
  }
}

void ArchaeologyScreen::enter(Mode m) {
  chosen_ = m;
  give_ = Pile{};
  take_ = Pile{};
  menu_.cursor = 0;
  menu_.stops_at_ends = true;  // a turn ended is not taken back: never one Up away from the first choice
  menu_focus_ = !marking();
  place_cursor();
}

void ArchaeologyScreen::leave_mode() { enter(Mode::actions); }

bool ArchaeologyScreen::cancel_choice() {
  const Mode m = mode();
  if (m != Mode::trade && m != Mode::sell && m != Mode::explore) return false;
  leave_mode();
  return true;
}

std::string ArchaeologyScreen::cancel_text() const {
  switch (mode()) {
    case Mode::trade: return "leave the trade, its marks undone; the turn goes on";
    case Mode::sell: return "leave the sale, its marks undone; the turn goes on";
    case Mode::explore: return "leave the chambers unexplored; the turn goes on";
    default: return "";
  }
}

std::optional<Move> ArchaeologyScreen::act(const Choice& choice) {
  if (!choice.enabled) return std::nullopt;
  switch (choice.act) {
    case Act::dig: return Move::dig();
    case Act::trade: enter(Mode::trade); break;
    case Act::explore: enter(Mode::explore); break;
    case Act::sell: enter(Mode::sell); break;
    case Act::end_turn: return Move::end_turn();
    case Act::pass: return Move::pass();
    case Act::confirm:
      if (const std::string problem = marked_problem(); !problem.empty()) {
        refuse(problem);
        return std::nullopt;
      }
      return marked_move();
    case Act::clear:
      give_ = Pile{};
      take_ = Pile{};
      menu_focus_ = false;
      break;
    case Act::cancel: leave_mode(); break;
    case Act::chamber: return Move::explore(choice.arg);
    case Act::rob: return Move::rob(choice.arg);
  }
  return std::nullopt;
}

// The action keys: the same as choosing the action below the table.
std::optional<Move> ArchaeologyScreen::shortcut(Command command) {
  Act wanted = command == kDig       ? Act::dig
               : command == kTrade   ? Act::trade
               : command == kExplore ? Act::explore
               : command == kSell    ? Act::sell
               : command == kEndTurn ? Act::end_turn
                                     : Act::pass;
  // Pass and end turn both finish the turn: either key does it the way the rules allow now.
  if (wanted == Act::end_turn || wanted == Act::pass) wanted = finishing_act();
  const Mode m = mode();
  // The key of the mode you are in confirms it (t t trades, s s sells).
  if ((m == Mode::trade && wanted == Act::trade) || (m == Mode::sell && wanted == Act::sell)) {
    if (const std::string problem = marked_problem(); !problem.empty()) {
      refuse(problem);
      return std::nullopt;
    }
    return marked_move();
  }
  if (m == Mode::discard || m == Mode::rob) {
    refuse(m == Mode::discard ? "The sandstorm first: mark the cards you lose."
                              : "The thief first: choose whom to rob.");
    return std::nullopt;
  }
  if (m != Mode::actions) leave_mode();
  for (const Choice& c : choices()) {
    if (c.act == wanted) {
      if (!c.enabled) {
        refuse(wanted == Act::end_turn  ? "Everybody passed: sell at least one card first."
               : wanted == Act::trade   ? "Nothing to trade: your hand or the marketplace is empty."
               : wanted == Act::explore ? (at(state().hand(state().current_seat()), Card::map) == 0
                                               ? "You have no maps: the chambers take 1, 2 or 3."
                                               : "Your maps open no chamber that is still closed.")
                                        : "You hold nothing to sell.");
        return std::nullopt;
      }
      return act(c);
    }
  }
  const Move probe = wanted == Act::dig ? Move::dig() : wanted == Act::pass ? Move::pass() : Move::end_turn();
  const std::string why = state().why_illegal(probe);
  refuse(why.empty() ? "That is not possible now." : "Not now: " + why + ".");
  return std::nullopt;
}

std::optional<Move> ArchaeologyScreen::handle_board(const ui::Input& input, bool may_move) {
  if (!may_move) {
    grid_.move(input.command);  // the cursor may wander while robots play
    return std::nullopt;
  }
  const std::vector<Choice> list = choices();
  const Command key = input.command;
  if (key == kDig || key == kTrade || key == kExplore || key == kSell || key == kEndTurn || key == kPass) {
    return shortcut(key);
  }
  if (key == Command::next_field || key == kMark) {
    if (marking() && key == kMark) mark_here();
    if (marking() && key == Command::next_field) menu_focus_ = !menu_focus_;
    return std::nullopt;
  }
  if (input.click) {
    if (const auto pos = grid_.cell_at(input.x, input.y); pos && marking()) {
      if (mode() == Mode::trade || pos->col == 0) {
        grid_.set_cursor(*pos);
        menu_focus_ = false;
        mark_here();
      }
      return std::nullopt;
    }
    const int chosen = menu_.handle(input);
    if (chosen >= 0 && chosen < static_cast<int>(list.size())) return act(list[static_cast<std::size_t>(chosen)]);
    return std::nullopt;
  }
  if (!menu_focus_ && marking()) {
    if (input.command == Command::select) {
      mark_here();
      return std::nullopt;
    }
    // Trading uses both columns; selling and discarding only the kinds in hand. The arrows never
    // leave the table (Tab does), so keys typed from habit mark cards and never end the turn.
    const bool trading = mode() == Mode::trade;
    const Pile& hand = state().hand(state().current_seat());
    grid_.move(input.command, [trading, &hand](ui::CellPos pos) {
      return trading || (pos.col == 0 && hand[static_cast<std::size_t>(pos.row)] > 0);
    });
    return std::nullopt;
  }
  // The menu has the keys. Up from its first line goes back to the table when cards are being marked.
  menu_.items.clear();
  for (const Choice& c : list) menu_.items.push_back({c.label, c.note, c.enabled});
  menu_.clamp();
  if (marking() && input.command == Command::up) {
    const auto first = std::find_if(list.begin(), list.end(), [](const Choice& c) { return c.enabled; });
    if (first == list.end() || menu_.cursor == static_cast<int>(first - list.begin())) {
      menu_focus_ = false;
      return std::nullopt;
    }
  }
  const int chosen = menu_.handle(input);
  if (chosen >= 0 && chosen < static_cast<int>(list.size())) return act(list[static_cast<std::size_t>(chosen)]);
  return std::nullopt;
}

std::vector<Command> ArchaeologyScreen::board_commands() const {
  // The keys that do something in the state the screen is in, and only those.
  if (!match().person_to_move()) return {Command::up, Command::down, Command::left, Command::right};  // the cursor
  std::vector<Command> list;
  if (marking() && !menu_focus_) {  // in the table: both columns when trading, the hand otherwise
    list = {Command::up, Command::down, Command::select};
    if (mode() == Mode::trade) list.insert(list.end(), {Command::left, Command::right});
  } else {
    const std::vector<Choice> all = choices();
    const auto open = std::count_if(all.begin(), all.end(), [](const Choice& c) { return c.enabled; });
    // The moves first, as on every screen; up from the list leads to the table.
    if (open > 1 || marking()) list = {Command::up, Command::down};
    list.push_back(Command::select);
  }
  // The action keys of the phase: digging, or the others, and none while a sandstorm or a thief asks
  // (a few choices need no Home and End: the help fits 80 x 24 with the suggestion key). Pass and end
  // turn both finish the turn, so both keys work; the footer names the one the rules call it now.
  const Phase phase = state().table().phase;
  if (phase == Phase::dig) {
    // The other action keys say a turn begins by digging.
    list.insert(list.end(), {kDig, kTrade, kExplore, kSell, kEndTurn, kPass});
  } else if (phase == Phase::act) {
    list.insert(list.end(), {kTrade, kExplore, kSell, kEndTurn, kPass});
  }
  if (marking()) list.insert(list.end(), {kMark, Command::next_field});
  return list;
}

ArchaeologyScreen::Act ArchaeologyScreen::finishing_act() const {
  return state().why_illegal(Move::pass()).empty() ? Act::pass : Act::end_turn;
}

bool ArchaeologyScreen::in_footer(Command c) const {
  const Table& t = state().table();
  // Before the dig, or with a sale owed, neither ends the turn; else the one the rules call it now.
  if (c == kEndTurn || c == kPass) {
    const bool ends = t.phase == Phase::act && !t.sale_owed();
    return ends && c == (finishing_act() == Act::pass ? kPass : kEndTurn);
  }
  // Before the dig the other actions only say it comes first: the footer offers the dig alone.
  return t.phase != Phase::dig || !(c == kTrade || c == kExplore || c == kSell);
}

std::string ArchaeologyScreen::what_here(Command c) const {
  switch (c) {
    case Command::next_field: return "between the table and the choices under it, while marking cards";
    default: return GameScreen::what_here(c);
  }
}

void ArchaeologyScreen::after_play(const State& before, const Events&) {
  const State& now = state();
  const int mover = before.current_seat();
  suggested_.reset();
  before_suggestion_.reset();
  give_ = Pile{};
  take_ = Pile{};
  chosen_ = Mode::actions;
  menu_.cursor = 0;
  menu_focus_ = !marking();
  place_cursor();
  // Private notes, kept for the person they concern until that person plays again: what they dug or
  // found in the pyramid, and what a thief took from whom.
  if (mover < 0) return;
  auto& mine = notes_[static_cast<std::size_t>(mover)];
  mine.clear();
  // A robot's notes are read only by someone watching robots play, so they name the robot.
  const std::string you = match().seats()[static_cast<std::size_t>(mover)].robot ? name_of(mover) : "You";
  const Phase phase = before.table().phase;
  if (phase == Phase::dig) {
    if (const auto card = arrived(before.hand(mover), now.hand(mover)))
      mine.push_back(you + " dug up a " + card_info(*card).one + ".");
  } else if (phase == Phase::rob) {
    const auto card = arrived(before.hand(mover), now.hand(mover));
    for (int other = 0; card && other < now.num_seats(); ++other) {
      if (other == mover || size_of(now.hand(other)) + 1 != size_of(before.hand(other))) continue;
      mine.push_back(you + " stole a " + card_info(*card).one + " from " + name_of(other) + ".");
      notes_[static_cast<std::size_t>(other)].push_back(name_of(mover) + " stole your " + card_info(*card).one + ".");
    }
  } else if (phase == Phase::act && now.table().maps_used > before.table().maps_used) {
    Pile found = now.hand(mover);
    found -= before.hand(mover);
    for (Card k : kTreasures) at(found, k) = std::max(0, at(found, k));
    std::vector<std::string> parts;
    for (Card k : kTreasures) {
      if (at(found, k) > 0) parts.push_back(count_text(k, at(found, k)));
    }
    mine.push_back("Found in the chamber: " + joined(parts, ", ") + ".");
  }
}

// Marking starts on the first kind in hand, wherever the cursor was left before.
void ArchaeologyScreen::place_cursor() {
  if (!marking()) return;
  const Pile& hand = state().hand(state().current_seat());
  for (int row = 0; row < kTreasureKinds; ++row) {
    if (hand[static_cast<std::size_t>(row)] > 0) {
      grid_.set_cursor(ui::CellPos{row, 0});
      return;
    }
  }
}

// ---------------------------------------------------------------- the side panel and the prompt

std::vector<ui::PlayerLine> ArchaeologyScreen::player_lines() const {
  std::vector<ui::PlayerLine> lines;
  const Table& t = state().table();
  // The arrow on whoever must act now: a sandstorm has each player discard in the turn of another.
  const int acting = state().current_seat() >= 0 ? state().current_seat() : t.turn;
  for (int seat = 0; seat < t.players; ++seat) {
    const std::string detail = ui::detail_parts(
        {"$" + std::to_string(t.money(seat)), "hand " + std::to_string(t.hand_sizes[static_cast<std::size_t>(seat)])});
    lines.push_back(ui::PlayerLine{seat, seat_name(seat), detail, acting == seat && !match().over(),
                                   match().seats()[static_cast<std::size_t>(seat)].robot});
  }
  return lines;
}

std::vector<std::string> ArchaeologyScreen::side_notes() const {
  const Table& t = state().table();
  std::vector<std::string> notes;
  for (int seat = 0; seat < t.players; ++seat) {
    const auto parts = sold_counts(t.sales[static_cast<std::size_t>(seat)]);
    if (!parts.empty()) notes.push_back(seat_letter_text(seat) + " sold " + joined(parts, ", "));
  }
  return notes;
}

std::string ArchaeologyScreen::prompt() const {
  const State& s = state();
  const Table& t = s.table();
  const int seat = s.current_seat();
  const std::string enter = key_of(Command::select, '\n');
  const std::string tab = key_of(Command::next_field, '\t');
  const std::string cancel = key_of(Command::back, ui::key::escape) + " cancels.";
  const std::string trade = key_of(kTrade, 't');
  const std::string sell = key_of(kSell, 's');
  const std::string sideways =
      arrows_of(Command::left, Command::right, host().terminal().unicode() ? "←→" : "left/right");
  switch (mode()) {
    // With the cursor on the choices below the table (Tab, or a suggestion put it there) Enter takes them.
    case Mode::trade:
      if (menu_focus_) {
        return enter + " takes the choice under the cursor (" + trade + " confirms the trade); " + tab +
               " goes back to the cards. " + cancel;
      }
      return enter + " marks one more card (" + sideways + " hand or market). " + trade + " confirms, or " + tab +
             " to the choices below. " + cancel;
    case Mode::sell:
      if (menu_focus_) {
        return enter + " takes the choice under the cursor (" + sell + " sells the marked cards); " + tab +
               " goes back to the cards. " + cancel;
      }
      return enter + " marks one more card of a kind to sell. " + sell + " sells them, or " + tab +
             " to the choices below. " + cancel;
    case Mode::explore: return "Choose a chamber; it takes 1, 2 or 3 maps. " + cancel;
    case Mode::discard:
      if (menu_focus_) {
        return "Sandstorm! " + name_of(seat) + ": " + enter + " takes the choice under the cursor; " + tab +
               " goes back to the cards to mark " + cards_word(t.discard_due(seat)) + " to lose.";
      }
      return "Sandstorm! " + name_of(seat) + ": mark exactly " + cards_word(t.discard_due(seat)) + " to lose with " +
             enter + ", then " + tab + " to Lose these cards.";
    case Mode::rob: return "A thief! " + name_of(seat) + ": choose whom to rob; one of their cards is taken at random.";
    case Mode::actions: break;
  }
  if (t.phase == Phase::dig)
    return name_of(seat) + ": press " + key_of(kDig, 'd') + " or " + enter + " to dig the top card of the dig site.";
  // Owed a sale, the turn cannot end before it: the keys that end it are not offered.
  if (t.sale_owed()) {
    return "Everybody passed: " + name_of(seat) + " must sell at least one card: " + sell + " sell (" + trade +
           " trade and " + key_of(kExplore, 'x') + " explore may come first).";
  }
  std::string text = name_of(seat) + ": choose an action, or " + trade + " trade, " + key_of(kExplore, 'x') +
                     " explore, " + sell + " sell, ";
  text += finishing_act() == Act::pass ? key_of(kPass, 'p') + " pass." : key_of(kEndTurn, 'e') + " end the turn.";
  return text;
}

std::string ArchaeologyScreen::result_text() const {
  const Table& t = state().table();
  std::string text = result_words(t, [this](int seat) { return name_of(seat); }) + " Final:";
  for (int seat = 0; seat < t.players; ++seat) {
    text += std::string(seat == 0 ? " " : ", ") + name_of(seat) + " $" + std::to_string(t.money(seat)) + " (" +
            cards_word(t.cards_sold(seat)) + " sold)";
  }
  return text + ".";
}

}  // namespace tabletop::archaeology
